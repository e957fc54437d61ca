import type { BankidCollectResponse, BankidStartResponse } from '@fordra/contract';
import { z } from 'zod/mini';
import { type AuthResponse, authRequest } from '../../../shared/api/api-client.ts';
import { ApiError, errorCodeForStatus } from '../../../shared/api/api-error.ts';
import type { ResponseSchema } from '../../../shared/api/response-schema.ts';
import { errorBody } from '../../../shared/api/wire-schemas.ts';

/*
 * The BankID login calls (/api/auth/bankid/*). The answers are checked with zod's "mini" flavour,
 * typed with the contract's types: this module loads with the BankID panel only, after the page.
 */

const startResponse: z.ZodMiniType<BankidStartResponse> = z.object({
  orderRef: z.string(),
  autoStartToken: z.string(),
  timeoutSeconds: z.number(),
  testAppUrl: z.nullable(z.string()),
});

const qrResponse: z.ZodMiniType<{ qrData: string }> = z.object({ qrData: z.string() });

const collectResponse: z.ZodMiniType<BankidCollectResponse> = z.object({
  status: z.enum(['pending', 'failed', 'complete']),
  hintCode: z.nullable(z.string()),
});

/** The answer's body checked with `schema`, or an ApiError with the server's code. */
async function read<T>(response: AuthResponse, schema: ResponseSchema<T>): Promise<T> {
  if (!response.ok) {
    const body = errorBody.safeParse(response.body);
    throw new ApiError(
      response.status,
      body.success ? body.data.error.code : errorCodeForStatus(response.status),
    );
  }
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) throw new ApiError(response.status, 'UnexpectedResponse');
  return parsed.data;
}

/** Starts a BankID order for this browser. */
export async function startBankidOrder(): Promise<BankidStartResponse> {
  return read(await authRequest('/bankid/start', { method: 'POST', json: {} }), startResponse);
}

/** The animated QR code's text for this second. */
export async function getBankidQr(orderRef: string): Promise<string> {
  const response = await authRequest(`/bankid/qr?${new URLSearchParams({ orderRef })}`);
  return (await read(response, qrResponse)).qrData;
}

/** BankID's status and hint code of the order. */
export async function collectBankidOrder(orderRef: string): Promise<BankidCollectResponse> {
  return read(await authRequest('/bankid/collect', { method: 'POST', json: { orderRef } }), collectResponse);
}

/** Cancels the order; a failure is not worth telling the person, who has already moved on. */
export async function cancelBankidOrder(orderRef: string): Promise<void> {
  await authRequest('/bankid/cancel', { method: 'POST', json: { orderRef } }).catch(() => undefined);
}
