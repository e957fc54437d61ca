import type { Session } from '@fordra/contract';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CreditorPageContext } from '../shared/creditor/current-user.ts';
import { type CurrentClientUser, currentClientUserQueryOptions } from '../shared/creditor/current-user.ts';
import type { Prefetch } from '../shared/routing/page-prefetch.ts';
import { sessionQueryKey } from '../shared/session/session-client.ts';
import { creditorLoader } from './route-prefetch.ts';

// The app's configuration is read from the page (config/app-config.ts); this page has none, so the
// defaults hold.
vi.hoisted(() => vi.stubGlobal('document', { getElementById: () => null }));

const user: CurrentClientUser = {
  kind: 'user',
  user: null,
  apiKey: null,
  client: { clientGuid: '3f1c1f8e-7a55-4f4e-9a34-0c7d2b1f9e10', name: 'Acme AB' },
  canWrite: true,
  isAdmin: false,
};

function sessionOf(role: Session['user']['role']): Session {
  return {
    user: {
      name: 'Ada',
      accountId: 'account-1',
      debtorGuid: null,
      role,
      clientGuid: role === 'creditor' ? user.client.clientGuid : null,
      loginMethod: 'credentials',
      language: null,
      mustChangePassword: false,
    },
    expires: '2099-01-01T00:00:00.000Z',
  };
}

/** A cache that already knows the session (the navigation is inside the portal) and the client's user. */
function signedIn(role: Session['user']['role']): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, sessionOf(role));
  queryClient.setQueryData(currentClientUserQueryOptions.queryKey, user);
  return queryClient;
}

function navigation(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(url), params, context: undefined } as LoaderFunctionArgs;
}

describe('a client page’s loader', () => {
  it('starts the page’s requests from the path, the address’s search and the signed-in user, with no page rendered', async () => {
    const queryClient = signedIn('creditor');
    const prefetch = vi.fn<Prefetch<CreditorPageContext>>(async () => undefined);
    const loader = creditorLoader(
      async () => queryClient,
      async () => prefetch,
    );

    await loader(navigation('http://portal.test/creditor/cases/abc?page=2&q=OCR%201', { caseGuid: 'abc' }));

    expect(prefetch).toHaveBeenCalledTimes(1);
    const [client, context] = prefetch.mock.calls[0] ?? [];
    expect(client).toBe(queryClient);
    expect(context?.params).toEqual({ caseGuid: 'abc' });
    expect(context?.search.get('page')).toBe('2');
    expect(context?.search.get('q')).toBe('OCR 1');
    expect(context?.user).toEqual(user);
  });

  it('inside the portal, lets the navigation go on only once the page’s answers are in', async () => {
    const queryClient = signedIn('creditor');
    const { promise: answers, resolve: answer } = Promise.withResolvers<void>();
    const loader = creditorLoader(
      async () => queryClient,
      async () => () => answers,
    );

    let settled = false;
    const navigating = Promise.resolve(loader(navigation('http://portal.test/creditor'))).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer();
    await navigating;
    expect(settled).toBe(true);
  });

  it('asks for nothing for a debtor or a member of staff, whom the client’s calls would refuse', async () => {
    for (const role of ['debtor', 'staff'] as const) {
      const prefetch = vi.fn<Prefetch<CreditorPageContext>>(async () => undefined);
      const queryClient = signedIn(role);
      await creditorLoader(
        async () => queryClient,
        async () => prefetch,
      )(navigation('http://portal.test/creditor'));
      expect(prefetch).not.toHaveBeenCalled();
    }
  });
});
