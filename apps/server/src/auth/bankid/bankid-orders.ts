/**
 * BankID orders of the login, kept in the database and bound to the browser that started them: only
 * a request carrying the same CSRF cookie finds the order, and a completed order signs in once.
 * See docs/decisions/001-bankid-order-binding.md.
 */
import { createHash } from 'node:crypto';
import {
  type BankidClient,
  type BankidError,
  BankidRequestError,
  type CollectResponse,
  qrCode,
} from '@fordra/bankid';
import type { BankidCollectResponse } from '@fordra/contract';
import { parsePersonalNumber, stockholmDateTime } from '@fordra/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import {
  type BankidOrderRow,
  bankidOrderOfBrowser,
  cancelBankidOrder,
  cancelPendingBankidOrdersOfBrowser,
  cancelUnusedCompleteBankidOrders,
  completeBankidOrder,
  deleteBankidOrdersStartedBefore,
  failBankidOrder,
  insertBankidOrder,
  setPendingBankidHint,
  takeCompleteBankidOrder,
} from '../../db/repositories/sessions.ts';
import { ApiError } from '../../http/api-error.ts';

/** Orders are forgotten a day after they started; BankID's own live three minutes. */
const KEEP_ORDERS_MS = 24 * 60 * 60 * 1000;
/**
 * A completed order is used for its sign-in within seconds (the page asks every 2 s); one left unused
 * this long is abandoned, and its personal number is forgotten at the next start.
 */
const UNUSED_COMPLETE_MS = 5 * 60 * 1000;

/** The browser's binding: a hash of its CSRF token, which only that browser's cookie carries. */
export function browserBinding(csrfToken: string): string {
  return createHash('sha256').update(`bankid-order:${csrfToken}`).digest('base64url');
}

const notFound = () =>
  new ApiError(
    404,
    'BankidOrderNotFound',
    'This BankID login was not started in this browser. Start a new one.',
  );
const finished = () =>
  new ApiError(409, 'BankidOrderFinished', 'This BankID login has already ended. Start a new one.');
const unavailable = () =>
  new ApiError(503, 'BankidUnavailable', 'BankID is not answering right now. Try again in a while.');

export function createBankidOrders(db: Executor, client: BankidClient, log: FastifyBaseLogger) {
  async function findOrder(orderRef: string, binding: string | null): Promise<BankidOrderRow> {
    if (!binding) throw notFound();
    const row = await bankidOrderOfBrowser(db, orderRef, binding);
    if (!row) throw notFound();
    return row;
  }

  /** Records what BankID said of a pending order; a row that ended meanwhile (cancelled, used) stays as it is. */
  async function record(orderRef: string, answer: CollectResponse): Promise<BankidCollectResponse> {
    if (answer.status === 'pending') {
      await setPendingBankidHint(db, orderRef, answer.hintCode);
      return { status: 'pending', hintCode: answer.hintCode };
    }
    const endedAt = new Date();
    if (answer.status === 'complete') {
      const digits = answer.completionData.user.personalNumber;
      const parsed = parsePersonalNumber(digits, stockholmDateTime(new Date()).date);
      if (parsed.ok) {
        const completed = await completeBankidOrder(db, orderRef, { endedAt, personalNumber: parsed.value });
        return completed
          ? { status: 'complete', hintCode: null }
          : { status: 'failed', hintCode: 'cancelled' };
      }
      log.error({ orderRef }, 'BankID completed an order with a personal number that does not parse');
    }
    const hintCode = answer.status === 'failed' ? answer.hintCode : null;
    await failBankidOrder(db, orderRef, { endedAt, hintCode });
    return { status: 'failed', hintCode };
  }

  /** Cancels at BankID, where the order may already have ended: only a failure to reach BankID is worth a log line. */
  async function cancelAtBankid(orderRef: string): Promise<void> {
    try {
      await client.cancel(orderRef);
    } catch (error) {
      if (!(error instanceof BankidRequestError))
        log.warn({ orderRef, errorCode: (error as BankidError).errorCode }, 'BankID cancel failed');
    }
  }

  return {
    /** Starts an order for this browser, cancelling any other it still has pending. */
    async start(binding: string, endUserIp: string) {
      const earlier = await cancelPendingBankidOrdersOfBrowser(db, binding);
      await Promise.all(earlier.map((row) => cancelAtBankid(row.orderRef)));
      await deleteBankidOrdersStartedBefore(db, new Date(Date.now() - KEEP_ORDERS_MS));
      await cancelUnusedCompleteBankidOrders(db, new Date(Date.now() - UNUSED_COMPLETE_MS));
      let order: Awaited<ReturnType<BankidClient['auth']>>;
      try {
        order = await client.auth({ endUserIp });
      } catch (error) {
        log.warn({ errorCode: (error as BankidError).errorCode }, 'BankID auth failed');
        throw unavailable();
      }
      await insertBankidOrder(db, {
        orderRef: order.orderRef,
        browserBinding: binding,
        qrStartToken: order.qrStartToken,
        qrStartSecret: order.qrStartSecret,
        ipAddress: endUserIp,
        startedAt: new Date(),
      });
      return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
    },

    /** The QR code's text for this second; only while the order is pending. */
    async qrData(binding: string | null, orderRef: string): Promise<string> {
      const row = await findOrder(orderRef, binding);
      if (row.status !== 'pending' || !row.qrStartSecret) throw finished();
      const seconds = Math.max(0, Math.floor((Date.now() - row.startedAt.getTime()) / 1000));
      return qrCode(row.qrStartToken, row.qrStartSecret, seconds);
    },

    /** BankID's status of the order (asked only while it is pending). */
    async collect(binding: string | null, orderRef: string): Promise<BankidCollectResponse> {
      const row = await findOrder(orderRef, binding);
      if (row.status === 'used' || row.status === 'cancelled') throw finished();
      if (row.status === 'complete') return { status: 'complete', hintCode: null };
      if (row.status === 'failed') return { status: 'failed', hintCode: row.hintCode };
      let answer: CollectResponse;
      try {
        answer = await client.collect(orderRef);
      } catch (error) {
        // BankID no longer knows the order: it ended without us hearing how.
        if (error instanceof BankidRequestError && error.errorCode === 'invalidParameters')
          return record(orderRef, { orderRef, status: 'failed', hintCode: 'unknown' });
        log.warn({ orderRef, errorCode: (error as BankidError).errorCode }, 'BankID collect failed');
        throw unavailable();
      }
      return record(orderRef, answer);
    },

    /** Cancels the order here and at BankID; a completed order not yet used can no longer sign in either. */
    async cancel(binding: string | null, orderRef: string): Promise<void> {
      const row = await findOrder(orderRef, binding);
      if (row.status === 'used') throw finished();
      await cancelBankidOrder(db, orderRef);
      if (row.status === 'pending') await cancelAtBankid(orderRef);
    },

    /**
     * Uses a completed order for one sign-in: returns its personal number (`YYYYMMDD-NNNN`) and forgets
     * it. A pending order is not done yet; any other has ended or been used.
     */
    async consume(binding: string | null, orderRef: string): Promise<string> {
      const row = await findOrder(orderRef, binding);
      if (row.status === 'pending')
        throw new ApiError(409, 'BankidOrderPending', 'BankID has not finished this login yet.');
      const used = await takeCompleteBankidOrder(db, orderRef);
      // Only the request whose update matched may sign in; the number was read while the order was complete.
      if (!used || !row.personalNumber) throw finished();
      return row.personalNumber;
    },
  };
}

export type BankidOrders = ReturnType<typeof createBankidOrders>;
