/**
 * A local stand-in for the population register, holding the demo people: the demo debtors who are
 * persons, Maja Holm (no debtor yet, for handing over a new case) and Nils Skyddad, whose identity is
 * protected. It answers the protocol of address-register.ts on 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoDebtors } from '../../seed/demo-data.ts';
import type { RegisteredPerson } from './registered-person.ts';

const UPDATED_ON = '2026-01-02';

export const testRegisterPeople: Record<string, RegisteredPerson> = {
  ...Object.fromEntries(
    demoDebtors
      .filter((debtor) => debtor.kind === 'person')
      .map((debtor) => [
        debtor.identityNumber,
        {
          name: `${debtor.firstName} ${debtor.lastName}`,
          protected: false,
          address: { careOf: null, ...debtor.address },
          updatedOn: UPDATED_ON,
        },
      ]),
  ),
  '19790311-2857': {
    name: 'Maja Holm',
    protected: false,
    address: { careOf: null, street: 'Kungsgatan 4', postalCode: '111 43', city: 'Stockholm' },
    updatedOn: '2025-11-14',
  },
  '19910726-4625': {
    name: 'Maria Sandberg',
    protected: false,
    address: { careOf: null, street: 'Drottninggatan 55', postalCode: '252 21', city: 'Helsingborg' },
    updatedOn: UPDATED_ON,
  },
  '19700101-0011': { name: 'Nils Skyddad', protected: true, address: null, updatedOn: '2024-06-30' },
};

export async function startTestRegister(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const match = /^\/persons\/([0-9-]+)$/.exec(request.url ?? '');
    const person = match?.[1] ? testRegisterPeople[match[1]] : undefined;
    if (request.method !== 'GET' || !person) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(person));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // Taken (another portal on this machine): take any free port instead.
      if (error.code === 'EADDRINUSE' && port !== 0) server.listen(0, '127.0.0.1', resolve);
      else reject(error);
    });
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
