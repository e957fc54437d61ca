/**
 * `check/address/{ssn}`: a client checks the registered address of a person before handing over a
 * case. Every look-up is audited (who, which number masked, what was found) and limited per user or
 * key; the number never reaches the request log whole (http/request-log.ts).
 */
import { addressCheckAnswer, errorBody } from '@fordra/contract';
import { maskPersonalNumber, parsePersonalNumber, stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AddressRegister } from './address-register.ts';

/** Who is counted for the limit: the API key, or the signed-in user. */
const callerKey = (request: FastifyRequest) =>
  request.apiKey ? `key:${request.apiKey.apiKeyId}` : `account:${request.session?.accountId ?? request.ip}`;

export async function addressCheckRoutes(
  app: FastifyInstance,
  opts: { db: Executor; register: AddressRegister | null; lookupsPerMinute: number },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/check/address/:ssn',
    {
      schema: {
        tags: ['cases'],
        description:
          'The registered address of a person (personal number with or without century, `-` or `+`). ' +
          'Audited; at most a configured number of look-ups a minute per user or API key.',
        params: z.object({ ssn: z.string().max(20) }),
        response: {
          200: addressCheckAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
      config: {
        access: 'creditor',
        rateLimit: {
          max: opts.lookupsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: callerKey,
          errorResponseBuilder: () =>
            new ApiError(429, 'TooManyRequests', 'Too many address look-ups. Wait a minute and try again.'),
        },
      },
    },
    async (request) => {
      const caller = currentCreditor(request);
      const parsed = parsePersonalNumber(request.params.ssn, stockholmDateTime(new Date()).date);
      if (!parsed.ok)
        throw new ApiError(400, 'InvalidIdentityNumber', 'The personal number is not valid.', {
          field: 'ssn',
        });
      if (!opts.register)
        throw new ApiError(503, 'AddressRegisterUnavailable', 'No address register is configured.');
      const audit = (result: string) =>
        insertAuditEntry(opts.db, {
          accountId: caller.accountId,
          apiKeyId: caller.apiKeyId,
          action: 'address.lookup',
          ipAddress: request.ip,
          details: { personalNumber: maskPersonalNumber(parsed.value), result },
        });
      let person: Awaited<ReturnType<AddressRegister['lookUp']>>;
      try {
        person = await opts.register.lookUp(parsed.value);
      } catch (error) {
        await audit('unavailable');
        throw error;
      }
      await audit(person ? (person.protected ? 'protected' : 'found') : 'not found');
      if (!person) throw new ApiError(404, 'AddressNotFound', 'The register has no address for that number.');
      return {
        personalNumber: parsed.value,
        name: person.name,
        protected: person.protected,
        address: person.protected ? null : person.address,
        updatedOn: person.updatedOn,
      };
    },
  );
}
