/**
 * The provider's staff start a thread about a case with its client or with its debtor
 * (createcollectionconversation, `party`): each reaches only the one it is with; a client cannot
 * start one with a debtor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let staff: Visitor;
let kund: Visitor;
let debtor: Visitor;
let caseGuid: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, kund, debtor] = await Promise.all([
    signedIn(t.app, 'handlaggare'),
    signedIn(t.app, 'kund'),
    signedIn(t.app, 'ny'),
  ]);
  // Emma Lindberg's one case, of a creditor of the client `kund`.
  const found = await kund.request('GET', `${GATEWAY_PREFIX}/cases?q=Lindberg`);
  caseGuid = found.json().items[0].caseGuid;
  // A fresh database with the demo data takes its time on a busy machine.
}, 180_000);
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;

function start(visitor: Visitor, fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return visitor.request('POST', gw('/wip/conversations/createcollectionconversation'), {
    multipart: data,
    headers: { 'x-csrf-token': visitor.csrfToken },
  });
}

const guidsOf = (threads: { conversationGuid: string }[]) => threads.map((thread) => thread.conversationGuid);

describe('a thread the provider’s staff start about a case', () => {
  it('with the debtor reaches the debtor and not the client', async () => {
    const started = await start(staff, {
      caseGuid,
      party: 'debtor',
      subject: 'Din faktura',
      message: 'Hej Emma! Vi behöver ditt nya telefonnummer.',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { conversationGuid } = started.json();

    const own = (await debtor.request('GET', gw('/debtoraccess/usermessages'))).json().conversations;
    const thread = own.find((c: { conversationGuid: string }) => c.conversationGuid === conversationGuid);
    expect(thread.messages[0]).toMatchObject({
      author: 'provider',
      body: 'Hej Emma! Vi behöver ditt nya telefonnummer.',
    });
    const clients = (await kund.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    expect(guidsOf(clients.items)).not.toContain(conversationGuid);
  });

  it('with the client (the default) reaches the client and not the debtor', async () => {
    const started = await start(staff, {
      caseGuid,
      subject: 'Gäldenären',
      message: 'Har ni ett nyare nummer?',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { conversationGuid } = started.json();

    const clients = (await kund.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    expect(guidsOf(clients.items)).toContain(conversationGuid);
    const own = (await debtor.request('GET', gw('/debtoraccess/usermessages'))).json().conversations;
    expect(guidsOf(own)).not.toContain(conversationGuid);
  });

  it('is never started with a debtor by a client', async () => {
    const refused = await start(kund, { caseGuid, party: 'debtor', subject: 'Hej', message: 'Betala' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'BadRequest', field: 'party' });
  });
});
