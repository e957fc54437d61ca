import { z } from 'zod';

/** BankID login under /api/auth/bankid/*: the order is BankID's, bound to the browser that started it. */

export const bankidOrderRef = z.string().min(1).max(100);

export const bankidStartBody = z.object({ csrfToken: z.string().optional() });

/** POST /api/auth/bankid/start. */
export const bankidStartResponse = z.object({
  orderRef: z.string(),
  /** For `bankid:///?autostarttoken=…&redirect=null` (BankID on this device). */
  autoStartToken: z.string(),
  /** Seconds the person has to finish before the page gives up (30: docs/spec-coverage.md#constants). */
  timeoutSeconds: z.number().int(),
  /** The BankID test app's page when the portal runs the local test server, else null. */
  testAppUrl: z.string().nullable(),
});
export type BankidStartResponse = z.infer<typeof bankidStartResponse>;

/** GET /api/auth/bankid/qr?orderRef=…: the animated QR code's text for this second. */
export const bankidQrQuery = z.object({ orderRef: bankidOrderRef });
export const bankidQrResponse = z.object({ qrData: z.string() });

/** POST /api/auth/bankid/collect and /cancel. */
export const bankidOrderBody = z.object({ orderRef: bankidOrderRef, csrfToken: z.string().optional() });

/** POST /api/auth/bankid/collect: BankID's status and hint code (never the person's details). */
export const bankidCollectResponse = z.object({
  status: z.enum(['pending', 'failed', 'complete']),
  hintCode: z.string().nullable(),
});
export type BankidCollectResponse = z.infer<typeof bankidCollectResponse>;

export const bankidCancelResponse = z.object({ status: z.literal('cancelled') });

/** POST /api/auth/callback/bankid, form-encoded: signs in with a completed order. */
export const bankidCallbackForm = z.object({
  csrfToken: z.string().optional(),
  callbackUrl: z.string().optional(),
  json: z.string().optional(),
  orderRef: bankidOrderRef,
});
