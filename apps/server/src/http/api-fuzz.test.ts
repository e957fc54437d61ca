/**
 * The API fuzzer: for every operation of the OpenAPI document, bad requests made from its schemas with
 * a fixed seed (test/fuzz-requests.ts), each sent as an anonymous visitor, a debtor, a client's admin, a
 * client system with an API key and a member of staff.
 * No answer is a 5xx or shows a stack trace, a source path or SQL; every error answer has the
 * `{ error: { code, message } }` shape; and no refused request, and no read, changes any data.
 */
import { errorBody } from '@fordra/contract';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../modules/messages/attachment-samples.ts';
import { demoApiKey } from '../seed/demo-data.ts';
import { type ApiOperation, apiOperations, type KnownValues, UNKNOWN_GUID } from '../test/api-operations.ts';
import { watchDataChanges } from '../test/data-changes.ts';
import { type FuzzRequest, fuzzRequests } from '../test/fuzz-requests.ts';
import { planDetails, proposal } from '../test/plan-proposal.ts';
import { encodeBody } from '../test/request-body.ts';
import { freshAddress, signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

const SEED = 20_261_124;

let t: TestApp;
beforeAll(async () => {
  // The fuzzer signs in with wrong passwords and asks for codes thousands of times; the limits are tested in
  // auth.test.ts and notifications.test.ts.
  t = await startTestApp({
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    VERIFICATION_CODES_PER_HOUR: '1000000',
  });
});
afterAll(() => t.close());

type Caller = { name: string; username: string | null; visitor: Visitor; apiKey?: string };

function send(caller: Caller, request: FuzzRequest): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: request.method as HTTPMethods,
    url: request.url,
    headers: {
      cookie: caller.visitor.cookieHeader,
      ...(caller.apiKey ? { authorization: `Bearer ${caller.apiKey}` } : {}),
      ...(request.csrf ? { 'x-csrf-token': caller.visitor.csrfToken } : {}),
      ...request.headers,
    },
    payload: request.payload,
    remoteAddress: freshAddress(),
  });
}

/** What an answer must never show: a stack frame, a source path, SQL or an error's name. */
const LEAKS: [RegExp, string][] = [
  [/\bat \S+ \(|^\s+at \S/m, 'a stack frame'],
  [/\/src\/|\.ts:\d+/, 'a source path'],
  [/node_modules/, 'node_modules'],
  [/\bselect |insert into|syntax error at|violates|relation "/i, 'SQL'],
  [/Error:/, 'an error name'],
];

/** Documents (PDF, attachments) are the stored files themselves; everything else is text to read. */
const isDocument = (response: LightMyRequestResponse) =>
  /^application\/(pdf|octet-stream)/.test(String(response.headers['content-type']));

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function problemsOf(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (!isDocument(response)) {
    for (const [pattern, what] of LEAKS)
      if (pattern.test(response.body)) problems.push(`shows ${what}: ${response.body.slice(0, 200)}`);
  }
  if (response.statusCode >= 400 && request.method !== 'HEAD') {
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    if (!isJson || !errorBody.safeParse(parsed(response.body)).success)
      problems.push(`error not shaped { error: { code, message } }: ${response.body.slice(0, 200)}`);
  }
  return problems;
}

/**
 * Values the schemas cannot give, so that bad values of one field reach as deep as a valid request
 * goes: the debtor's own cases and documents, a message with an attachment, a BankID order of the
 * anonymous visitor, a proposal of the debtor's cases, another debtor's proposal for staff to decide.
 */
async function knownValues(
  operations: ApiOperation[],
  debtor: Visitor,
  anonymous: Visitor,
): Promise<KnownValues> {
  const plan = await proposal(debtor, (c) => c.ineligible === null, 18, {
    idempotencyKey: '0b6f7c1e-3a2d-4f5b-8c9d-0e1f2a3b4c5d',
  });
  // One öre off, so that every fuzzed proposal is quoted and then refused (QuoteChanged): a recorded
  // one would take the cases out of reach of all that follow.
  plan.shown.total += 1;
  const [caseGuid] = plan.caseGuids;
  const { candidates } = await planDetails(debtor);
  const caseNumber = candidates.find((c) => c.caseGuid === caseGuid)?.caseNumber;
  const documents = (await debtor.soap('getHistoryDocument', { caseGuid })).json();
  // The message calls take JSON (attachments in base64) beside the web's multipart form; the fuzzer sends JSON.
  const attachment = {
    name: 'kvitto.pdf',
    contentType: 'application/pdf',
    data: (await samplePdf()).toString('base64'),
  };
  const message = {
    casenumber: caseNumber,
    cellularphone: null,
    email: 'lars@example.se',
    subject: 'Fråga om min skuld',
    message: 'Kan jag betala i delar?',
    attachments: [attachment],
  };
  const messagesUrl = '/api/extgwapi/api/debtoraccess/usermessages';
  const sendMessage = operations.find((o) => o.method === 'POST' && o.url === messagesUrl);
  const { contentType, payload } = encodeBody(sendMessage?.body?.mediaType ?? 'application/json', message);
  const sent = await t.app.inject({
    method: 'POST',
    url: messagesUrl,
    headers: { cookie: debtor.cookieHeader, 'x-csrf-token': debtor.csrfToken, 'content-type': contentType },
    payload,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [conversation] = (await debtor.request('GET', '/api/extgwapi/api/debtoraccess/usermessages')).json()
    .conversations;
  const order = await anonymous.request('POST', '/api/auth/bankid/start', {
    json: {},
    headers: { 'x-csrf-token': anonymous.csrfToken },
  });
  const other = await signedIn(t.app, 'valuta');
  const pending = await other.soap(
    'createInstalmentPlan',
    await proposal(other, (c) => c.currency === 'SEK', 13),
  );
  expect(pending.json().decision).toBe('Pending');
  return {
    ...message,
    ...plan,
    provider: 'credentials',
    username: 'ny',
    password: 'not-the-password',
    callbackUrl: '/',
    json: 'true',
    homephone: '08-123 456 78',
    workphone: null,
    cellularPhone: '070-123 45 67',
    data: { language: 'sv' },
    level: 'warn',
    code: 'CLIENT_FETCH_ERROR',
    caseGuid,
    documentGuid: documents.documents[0]?.documentGuid ?? UNKNOWN_GUID,
    threadGuid: conversation.threadGuid,
    conversationGuid: conversation.conversationGuid,
    attachmentGuid: conversation.messages[0].attachments[0].attachmentGuid,
    orderRef: order.json().orderRef,
    planGuid: pending.json().plan.planGuid,
    decision: 'reject',
    note: 'Avslag efter samtal',
  };
}

describe('the API under fuzzed requests', () => {
  it('answers every bad request calmly, in shape and without leaks, and refusals change no data', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.fetchCsrf();
    const keyHolder = new Visitor(t.app);
    await keyHolder.fetchCsrf();
    const callers: Caller[] = [
      { name: 'anonymous', username: null, visitor: anonymous },
      { name: 'debtor', username: 'demo', visitor: await signedIn(t.app, 'demo') },
      { name: 'client admin', username: 'kund', visitor: await signedIn(t.app, 'kund') },
      { name: 'client system', username: null, visitor: keyHolder, apiKey: demoApiKey.key },
      { name: 'staff', username: 'handlaggare', visitor: await signedIn(t.app, 'handlaggare') },
    ];
    const operations = apiOperations(t.app);
    const known = await knownValues(operations, callers[1]?.visitor as Visitor, anonymous);
    const dataChanges = await watchDataChanges(t.database.db, {
      // Every sign-in attempt is counted before its password is checked, the refused ones too.
      login_attempts: 'table',
      // So is every request to a rate-limited route, before anything else is looked at.
      rate_limit_hits: 'table',
      // A session's last use slides (at most once a minute) on every call with its cookie, refused or not.
      sessions: ['last_seen_at'],
      // A key's last use is marked (at most once a minute) when it is used, refused or not.
      api_keys: ['last_used_at'],
      // Every address look-up is written to the audit log, the refused and the read ones too.
      audit_log: 'table',
      // A demo letter still to be rendered is rendered when it is first read; what it shows is the same.
      documents: ['content', 'size_bytes', 'letter'],
    });

    const problems: string[] = [];
    const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let watched = 0;

    for (const [index, operation] of operations.entries()) {
      for (const request of fuzzRequests(operation, known, SEED + index * 1000)) {
        for (const caller of callers) {
          const response = await send(caller, request);
          const status = response.statusCode;
          const statusClass = `${Math.floor(status / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          const where = `${request.method} ${operation.url} as ${caller.name} (${request.label})`;
          for (const problem of problemsOf(request, response)) problems.push(`${where}: ${problem}`);
          const changes = await dataChanges();
          if (status >= 400 || request.method === 'GET') {
            watched += 1;
            if (changes.length > 0)
              problems.push(`${where}: answered ${status} but changed ${changes.join(', ')}`);
          } else if (caller.username) {
            // An accepted sign-out ends the caller's session: the caller signs in again.
            const session = (await caller.visitor.request('GET', '/api/auth/session')).json();
            // From an address of its own, so that these sign-ins stay under the per-address rate limit.
            if (!session.user) caller.visitor = await signedIn(t.app, caller.username, freshAddress());
            await dataChanges();
          }
        }
      }
    }
    const sent = Object.values(byClass).reduce((sum, n) => sum + n, 0);

    console.log(
      `API fuzzer (seed ${SEED}): ${sent} requests to ${operations.length} operations as ${callers.length} callers: ` +
        `2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, 4xx ${byClass['4xx']}, 5xx ${byClass['5xx']}; ` +
        `${watched} refusals and reads watched for changes of data; ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
