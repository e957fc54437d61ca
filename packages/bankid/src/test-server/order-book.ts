/**
 * The orders of the BankID test server and how they move, as the real service moves them:
 * pending `outstandingTransaction` → (`noClient` while no app has picked the order up) → `started`
 * (the app opened it) → `userSign` (the app asks for the security code) → complete; or failed with
 * `userCancel`, `cancelled` (the app received a newer order), `startFailed` or `expiredTransaction`
 * (three minutes after `/auth`). A relying party's `/cancel` removes a pending order.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { maskPersonalNumber, parsePersonalNumber, stockholmDateTime } from '@fordra/domain';
import { parseQrCode } from '../qr-code.ts';
import type { AuthRequest, CollectResponse, CompletionData, OrderResponse, RpErrorCode } from '../types.ts';

/** An error answer of the API: `{ errorCode, details }` with an HTTP status. */
export class RpApiError extends Error {
  readonly status: number;
  readonly errorCode: RpErrorCode;
  readonly details: string;

  constructor(status: number, errorCode: RpErrorCode, details: string) {
    super(`${errorCode}: ${details}`);
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
  }
}

type OrderState =
  | { status: 'pending'; hintCode: 'outstandingTransaction' | 'noClient' | 'started' | 'userSign' }
  | { status: 'failed'; hintCode: 'userCancel' | 'cancelled' | 'startFailed' | 'expiredTransaction' }
  | { status: 'complete'; completionData: CompletionData };

type Order = OrderResponse & {
  endUserIp: string;
  requiredPersonalNumber: string | null;
  createdAt: number;
  /** When the order ended (failed or complete); it can still be collected for a while. */
  endedAt: number | null;
  state: OrderState;
};

/** What the test app shows of a pending order. */
export type PendingOrderSummary = {
  orderRef: string;
  hintCode: string;
  secondsSinceAuth: number;
  endUserIp: string;
};

export type ApprovalResult =
  | { ok: true; personalNumber: string }
  | { ok: false; reason: 'Format' | 'Checksum' | 'Date' | 'NotPending' | 'WrongPerson' };

export type OrderBookOptions = {
  /** How long an order lives after `/auth`, in seconds; BankID's is 180. */
  orderLifetimeSeconds?: number;
  /** Seconds after which an order no app has picked up reports `noClient`. */
  noClientAfterSeconds?: number;
  /** The oldest QR code (in seconds) the test app accepts. */
  qrMaxAgeSeconds?: number;
  /** The clock, in milliseconds; tests may move it. */
  now?: () => number;
};

export type OrderBook = ReturnType<typeof createOrderBook>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function createOrderBook(options: OrderBookOptions = {}) {
  const lifetimeMs = (options.orderLifetimeSeconds ?? 180) * 1000;
  const noClientAfterMs = (options.noClientAfterSeconds ?? 10) * 1000;
  const qrMaxAgeSeconds = options.qrMaxAgeSeconds ?? 30;
  const now = options.now ?? Date.now;
  const orders = new Map<string, Order>();

  /** Applies what time alone changes: `noClient`, expiry, and forgetting long-ended orders. */
  function refresh(order: Order): void {
    const age = now() - order.createdAt;
    if (order.state.status === 'pending') {
      if (age >= lifetimeMs) end(order, { status: 'failed', hintCode: 'expiredTransaction' });
      else if (order.state.hintCode === 'outstandingTransaction' && age >= noClientAfterMs)
        order.state = { status: 'pending', hintCode: 'noClient' };
    }
    if (order.endedAt !== null && now() - order.endedAt >= lifetimeMs) orders.delete(order.orderRef);
  }

  function end(order: Order, state: OrderState): void {
    order.state = state;
    order.endedAt = now();
  }

  function lookUp(orderRef: unknown): Order {
    if (typeof orderRef !== 'string' || orderRef === '')
      throw new RpApiError(400, 'invalidParameters', 'Invalid orderRef');
    const order = orders.get(orderRef);
    if (order) refresh(order);
    const current = orders.get(orderRef);
    if (!current) throw new RpApiError(400, 'invalidParameters', 'No such order');
    return current;
  }

  function pendingOrder(orderRef: string): Order | null {
    const order = orders.get(orderRef);
    if (!order) return null;
    refresh(order);
    return order.state.status === 'pending' ? order : null;
  }

  function secondsSinceAuth(order: Order): number {
    return Math.floor((now() - order.createdAt) / 1000);
  }

  /** The app opens an order: any other order it was busy with is cancelled, as the real app does. */
  function open(order: Order): void {
    for (const other of orders.values()) {
      if (other === order || other.state.status !== 'pending') continue;
      if (other.state.hintCode === 'started' || other.state.hintCode === 'userSign')
        end(other, { status: 'failed', hintCode: 'cancelled' });
    }
    if (
      order.state.status === 'pending' &&
      ['outstandingTransaction', 'noClient'].includes(order.state.hintCode)
    )
      order.state = { status: 'pending', hintCode: 'started' };
  }

  return {
    /** `/auth`: a new order, or `alreadyInProgress` when one for the required person is pending. */
    auth(request: unknown): OrderResponse {
      if (typeof request !== 'object' || request === null)
        throw new RpApiError(400, 'invalidParameters', 'Invalid body');
      const { endUserIp, requirement, userVisibleData } = request as Partial<AuthRequest>;
      if (typeof endUserIp !== 'string' || isIP(endUserIp) === 0)
        throw new RpApiError(400, 'invalidParameters', 'Invalid endUserIp');
      if (
        userVisibleData !== undefined &&
        (typeof userVisibleData !== 'string' || !BASE64.test(userVisibleData))
      )
        throw new RpApiError(400, 'invalidParameters', 'Invalid userVisibleData');
      const required = requirement?.personalNumber ?? null;
      if (required !== null && !/^\d{12}$/.test(required))
        throw new RpApiError(400, 'invalidParameters', 'Invalid requirement.personalNumber');
      if (required !== null) {
        const inProgress = [...orders.values()].filter(
          (order) => order.requiredPersonalNumber === required && pendingOrder(order.orderRef),
        );
        if (inProgress.length > 0) {
          for (const order of inProgress) end(order, { status: 'failed', hintCode: 'cancelled' });
          throw new RpApiError(400, 'alreadyInProgress', 'Order already in progress for the personal number');
        }
      }
      const order: Order = {
        orderRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        endUserIp,
        requiredPersonalNumber: required,
        createdAt: now(),
        endedAt: null,
        state: { status: 'pending', hintCode: 'outstandingTransaction' },
      };
      orders.set(order.orderRef, order);
      const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
      return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
    },

    /** `/collect`. */
    collect(orderRef: unknown): CollectResponse {
      const order = lookUp(orderRef);
      const { state } = order;
      if (state.status === 'complete')
        return { orderRef: order.orderRef, status: 'complete', completionData: state.completionData };
      return { orderRef: order.orderRef, status: state.status, hintCode: state.hintCode };
    },

    /** `/cancel`: only a pending order can be cancelled, and then it is gone. */
    cancel(orderRef: unknown): void {
      const order = lookUp(orderRef);
      if (order.state.status !== 'pending') throw new RpApiError(400, 'invalidParameters', 'No such order');
      orders.delete(order.orderRef);
    },

    /** The pending orders, newest first. */
    pending(): PendingOrderSummary[] {
      return [...orders.values()]
        .filter((order) => pendingOrder(order.orderRef))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((order) => ({
          orderRef: order.orderRef,
          hintCode: order.state.status === 'pending' ? order.state.hintCode : order.state.status,
          secondsSinceAuth: secondsSinceAuth(order),
          endUserIp: order.endUserIp,
        }));
    },

    /**
     * The pending order a scanned or pasted text points at: a QR code's text (checked like the app
     * checks it: its code and its age), an autostart token, or a `bankid:///?autostarttoken=…` link.
     */
    findOrder(text: string): { ok: true; orderRef: string } | { ok: false; reason: string } {
      const trimmed = text.trim();
      const qr = parseQrCode(trimmed);
      if (qr) {
        const order = [...orders.values()].find((candidate) => candidate.qrStartToken === qr.qrStartToken);
        if (!order || !pendingOrder(order.orderRef))
          return { ok: false, reason: 'No pending order has this QR code.' };
        const expected = createHmac('sha256', order.qrStartSecret)
          .update(String(qr.secondsSinceAuth))
          .digest();
        if (!timingSafeEqual(expected, Buffer.from(qr.authCode, 'hex')))
          return { ok: false, reason: 'The QR code was not made with its order’s secret.' };
        const age = secondsSinceAuth(order) - qr.secondsSinceAuth;
        if (age < -1) return { ok: false, reason: 'The QR code is from the future: check the clocks.' };
        if (age > qrMaxAgeSeconds)
          return { ok: false, reason: `The QR code is ${age} seconds old: scan or paste the current one.` };
        return { ok: true, orderRef: order.orderRef };
      }
      let token = trimmed;
      if (trimmed.startsWith('bankid:')) {
        try {
          token = new URL(trimmed).searchParams.get('autostarttoken') ?? '';
        } catch {
          token = '';
        }
      }
      const order = [...orders.values()].find((candidate) => candidate.autoStartToken === token);
      if (order && pendingOrder(order.orderRef)) return { ok: true, orderRef: order.orderRef };
      return {
        ok: false,
        reason: 'That is neither the text of a pending order’s QR code nor its autostart token or link.',
      };
    },

    /** The app opened the order (`started`). */
    open(orderRef: string): boolean {
      const order = pendingOrder(orderRef);
      if (!order) return false;
      open(order);
      return true;
    },

    /** The app asks for the security code (`userSign`). */
    requestSignature(orderRef: string): boolean {
      const order = pendingOrder(orderRef);
      if (!order) return false;
      open(order);
      order.state = { status: 'pending', hintCode: 'userSign' };
      return true;
    },

    /**
     * The person identifies with `personalNumberInput` (10 or 12 digits, with or without `-`); names are
     * what the certificate would carry. A malformed number changes nothing.
     */
    approve(
      orderRef: string,
      personalNumberInput: string,
      names: { givenName?: string; surname?: string } = {},
    ): ApprovalResult {
      const parsed = parsePersonalNumber(personalNumberInput, stockholmDateTime(new Date(now())).date);
      if (!parsed.ok) return { ok: false, reason: parsed.code };
      const order = pendingOrder(orderRef);
      if (!order) return { ok: false, reason: 'NotPending' };
      const personalNumber = parsed.value.replace('-', '');
      if (order.requiredPersonalNumber !== null && order.requiredPersonalNumber !== personalNumber)
        return { ok: false, reason: 'WrongPerson' };
      open(order);
      const givenName = names.givenName?.trim() || 'Test';
      const surname = names.surname?.trim() || 'Testsson';
      const signedData = `<bankIdSignedData><testOnly>Fordra BankID test server</testOnly><orderRef>${order.orderRef}</orderRef></bankIdSignedData>`;
      end(order, {
        status: 'complete',
        completionData: {
          user: { personalNumber, name: `${givenName} ${surname}`, givenName, surname },
          device: { ipAddress: order.endUserIp, uhi: 'test-server-device' },
          bankIdIssueDate: stockholmDateTime(new Date(now())).date,
          stepUp: { mrtd: false },
          signature: Buffer.from(signedData).toString('base64'),
          ocspResponse: Buffer.from('test server: no OCSP response').toString('base64'),
        },
      });
      return { ok: true, personalNumber: maskPersonalNumber(parsed.value) };
    },

    /** The person pressed Cancel in the app (`userCancel`). */
    cancelInApp(orderRef: string): boolean {
      const order = pendingOrder(orderRef);
      if (!order) return false;
      end(order, { status: 'failed', hintCode: 'userCancel' });
      return true;
    },

    /** The app could not start the order or read its QR code (`startFailed`). */
    failStart(orderRef: string): boolean {
      const order = pendingOrder(orderRef);
      if (!order) return false;
      end(order, { status: 'failed', hintCode: 'startFailed' });
      return true;
    },
  };
}
