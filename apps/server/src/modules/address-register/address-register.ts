/**
 * The population register's address of a person, as a client checks it before handing over a case
 * (in Sweden SPAR). The portal talks to a register over HTTP: `GET <url>/persons/<YYYYMMDD-NNNN>`
 * answers 200 with the person or 404. `npm start` runs a local test register of the demo people
 * (test-register.ts) unless `ADDRESS_REGISTER_URL` names a real one.
 */
import type { AddressRegisterConfig } from '../../config-types.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RegisteredPerson } from './registered-person.ts';

export type AddressRegister = {
  /** The person with this personal number (`YYYYMMDD-NNNN`), or null when the register has none. */
  lookUp(personalNumber: string): Promise<RegisteredPerson | null>;
};

const unavailable = () =>
  new ApiError(503, 'AddressRegisterUnavailable', 'The address register is not answering. Try again later.');

/** A register reached over HTTP at `baseUrl`; no answer within `timeoutMs` counts as unavailable. */
export function httpAddressRegister(baseUrl: string, timeoutMs: number): AddressRegister {
  return {
    async lookUp(personalNumber) {
      let response: Response;
      try {
        response = await fetch(
          `${baseUrl.replace(/\/$/, '')}/persons/${encodeURIComponent(personalNumber)}`,
          {
            signal: AbortSignal.timeout(timeoutMs),
            headers: { accept: 'application/json' },
          },
        );
      } catch {
        throw unavailable();
      }
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable();
      try {
        return (await response.json()) as RegisteredPerson;
      } catch {
        throw unavailable();
      }
    },
  };
}

export type AddressRegisterConnection = {
  register: AddressRegister;
  /** The environment that points another process (a worker of `WEB_CONCURRENCY`) at this same register. */
  workerEnv: Record<string, string>;
  close: () => Promise<void>;
};

/** The configured register, starting the local test register when it is the one in use. */
export async function connectAddressRegister(
  config: AddressRegisterConfig,
  log: { warn: (message: string) => void },
): Promise<AddressRegisterConnection | null> {
  if (config.url)
    return {
      register: httpAddressRegister(config.url, config.timeoutMs),
      workerEnv: {},
      close: async () => {},
    };
  if (!config.testServer.enabled) return null;
  const { startTestRegister } = await import('./test-register.ts');
  const server = await startTestRegister(config.testServer.port);
  log.warn(`Address test register running at ${server.url}; set ADDRESS_REGISTER_URL in production.`);
  return {
    register: httpAddressRegister(server.url, config.timeoutMs),
    workerEnv: { ADDRESS_REGISTER_TEST_SERVER: 'false', ADDRESS_REGISTER_URL: server.url },
    close: server.close,
  };
}
