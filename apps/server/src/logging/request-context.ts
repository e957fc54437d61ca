/**
 * The request a piece of work is done for, carried through its asynchronous calls (AsyncLocalStorage),
 * so that a line logged by any logger while a request is answered names the request's id.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

/** Runs `work`, and everything it starts, as work for the request `id`. */
export const runForRequest = (id: string, work: () => void): void => requestIds.run(id, work);

/** The id of the request the current work is done for, if any. */
export const currentRequestId = (): string | undefined => requestIds.getStore();
