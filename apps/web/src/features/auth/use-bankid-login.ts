import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { signIn } from '../../shared/session/session-client.ts';
import { cancelBankidOrder, collectBankidOrder, getBankidQr, startBankidOrder } from './api/bankid-order.ts';
import type { BankidDevice } from './bankid-messages.ts';

/** How often the QR code changes and how often BankID is asked for the order's status. */
const QR_INTERVAL_MS = 1000;
const COLLECT_INTERVAL_MS = 2000;

export type BankidLoginState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | {
      phase: 'pending';
      orderRef: string;
      autoStartToken: string;
      testAppUrl: string | null;
      /** When the page gives up (`Date.now()` time), and the seconds it gave. */
      deadline: number;
      timeoutSeconds: number;
      hintCode: string | null;
      qrData: string | null;
    }
  | { phase: 'signingIn' }
  | { phase: 'cancelled' }
  | { phase: 'expired' }
  /** `hintCode` when BankID failed the order, `errorCode` when a call failed. */
  | { phase: 'failed'; hintCode: string | null; errorCode: string | null };

const errorCodeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'Unknown');

/**
 * One BankID login at a time: start, the QR code every second, collect every 2 s, the time limit,
 * cancel, and the sign-in through the session protocol once BankID has identified the person.
 * A pending order is cancelled when the person cancels, when time runs out and when the page goes.
 */
export function useBankidLogin({
  callbackUrl,
  onSignedIn,
  onUnknownUser,
}: {
  callbackUrl: string;
  onSignedIn: (url: string | null) => void;
  onUnknownUser: () => void;
}) {
  const [state, setState] = useState<BankidLoginState>({ phase: 'idle' });
  const [device, setDevice] = useState<BankidDevice>('other');
  const [now, setNow] = useState(() => Date.now());
  /** The order to cancel if the page goes away while it is pending. */
  const liveOrder = useRef<string | null>(null);
  const mounted = useRef(true);
  const callbacks = useRef({ onSignedIn, onUnknownUser, callbackUrl });
  callbacks.current = { onSignedIn, onUnknownUser, callbackUrl };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (liveOrder.current) void cancelBankidOrder(liveOrder.current);
    };
  }, []);

  const leave = useCallback((next: BankidLoginState) => {
    liveOrder.current = null;
    setState(next);
  }, []);

  const start = useCallback(async () => {
    setState({ phase: 'starting' });
    setDevice('other');
    try {
      const order = await startBankidOrder();
      if (!mounted.current) {
        void cancelBankidOrder(order.orderRef);
        return;
      }
      liveOrder.current = order.orderRef;
      setNow(Date.now());
      setState({
        phase: 'pending',
        orderRef: order.orderRef,
        autoStartToken: order.autoStartToken,
        testAppUrl: order.testAppUrl,
        deadline: Date.now() + order.timeoutSeconds * 1000,
        timeoutSeconds: order.timeoutSeconds,
        hintCode: null,
        qrData: null,
      });
    } catch (error) {
      if (mounted.current) setState({ phase: 'failed', hintCode: null, errorCode: errorCodeOf(error) });
    }
  }, []);

  const cancel = useCallback(() => {
    const orderRef = liveOrder.current;
    leave({ phase: 'cancelled' });
    if (orderRef) void cancelBankidOrder(orderRef);
  }, [leave]);

  const pending = state.phase === 'pending' ? state : null;
  const orderRef = pending?.orderRef ?? null;
  const deadline = pending?.deadline ?? 0;

  useEffect(() => {
    if (!orderRef) return;
    let stopped = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (run: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopped) run();
      }, ms);
      timers.add(timer);
    };
    const update = (change: Partial<Extract<BankidLoginState, { phase: 'pending' }>>) =>
      setState((current) =>
        current.phase === 'pending' && current.orderRef === orderRef ? { ...current, ...change } : current,
      );

    const refreshQr = async () => {
      const due = Date.now() + QR_INTERVAL_MS;
      try {
        const qrData = await getBankidQr(orderRef);
        if (!stopped) update({ qrData });
      } catch {
        // The next collect tells what happened to the order; the code keeps its last picture meanwhile.
      }
      later(refreshQr, Math.max(0, due - Date.now()));
    };

    const finish = async () => {
      leave({ phase: 'signingIn' });
      let result: Awaited<ReturnType<typeof signIn>>;
      try {
        result = await signIn('bankid', { orderRef, callbackUrl: callbacks.current.callbackUrl });
      } catch (error) {
        if (mounted.current) setState({ phase: 'failed', hintCode: null, errorCode: errorCodeOf(error) });
        return;
      }
      if (!mounted.current) return;
      if (result.ok) callbacks.current.onSignedIn(result.url);
      else if (result.error === 'UnknownUser') callbacks.current.onUnknownUser();
      else setState({ phase: 'failed', hintCode: null, errorCode: result.error });
    };

    const collect = async () => {
      try {
        const answer = await collectBankidOrder(orderRef);
        if (stopped) return;
        if (answer.status === 'pending') {
          update({ hintCode: answer.hintCode });
          later(collect, COLLECT_INTERVAL_MS);
        } else if (answer.status === 'complete') {
          stopped = true;
          await finish();
        } else {
          leave({ phase: 'failed', hintCode: answer.hintCode, errorCode: null });
        }
      } catch (error) {
        if (stopped) return;
        stopped = true;
        leave({ phase: 'failed', hintCode: null, errorCode: errorCodeOf(error) });
        void cancelBankidOrder(orderRef);
      }
    };

    void refreshQr();
    void collect();
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    later(
      () => {
        stopped = true;
        leave({ phase: 'expired' });
        void cancelBankidOrder(orderRef);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      stopped = true;
      clearInterval(ticker);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [orderRef, deadline, leave]);

  const secondsLeft = pending ? Math.max(0, Math.ceil((pending.deadline - now) / 1000)) : 0;
  return { state, device, secondsLeft, start, cancel, openOnThisDevice: () => setDevice('this') };
}
