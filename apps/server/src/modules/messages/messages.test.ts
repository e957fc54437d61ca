import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, messages } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let lars: Visitor;
let staff: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  lars = await signedIn(t.app, 'demo');
  staff = await signedIn(t.app, 'handlaggare');
});
afterAll(() => t.close());

const gateway = '/api/extgwapi/api';
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a small picture'),
]);
const pdf = Buffer.from('%PDF-1.4\n% a receipt\n%%EOF\n');

function send(visitor: Visitor, body: Record<string, unknown>) {
  return visitor.request('POST', `${gateway}/debtoraccess/usermessages`, {
    json: body,
    headers: { 'x-csrf-token': visitor.csrfToken },
  });
}

const form = (overrides: Record<string, unknown> = {}) => ({
  casenumber: null,
  cellularphone: '070-123 45 67',
  email: 'lars.andersson@example.se',
  subject: 'Fråga om min faktura',
  message: 'Hej! Jag har redan betalat en del. Kan ni se det?',
  attachments: [],
  ...overrides,
});

const messageCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(messages))[0]?.n;

describe('contact us', () => {
  it('keeps a message with its attachments byte for byte, and shows it to the debtor and the provider', async () => {
    const [someCase] = (await lars.soap('getCaseDetails')).json().cases;
    const response = await send(
      lars,
      form({
        casenumber: someCase.caseNumber,
        attachments: [
          { name: 'kvitto.pdf', type: 'application/pdf', content: pdf.toString('base64') },
          { name: 'skärmbild.png', type: 'image/png', content: png.toString('base64') },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { messageGuid } = response.json();
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.guid, messageGuid));
    expect(stored).toMatchObject({
      author: 'debtor',
      cellularPhone: '+46701234567',
      email: 'lars.andersson@example.se',
    });
    const files = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.messageId, stored?.id ?? ''));
    const byName = new Map(files.map((f) => [f.fileName, f]));
    expect(Buffer.from(byName.get('kvitto.pdf')?.content ?? []).equals(pdf)).toBe(true);
    expect(Buffer.from(byName.get('skärmbild.png')?.content ?? []).equals(png)).toBe(true);
    expect(byName.get('skärmbild.png')?.contentType).toBe('image/png');

    const mine = (await lars.request('GET', `${gateway}/debtoraccess/usermessages`)).json().conversations;
    expect(mine[0].caseNumber).toBe(someCase.caseNumber);
    expect(mine[0].messages[0].attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual([
      'kvitto.pdf',
      'skärmbild.png',
    ]);

    const all = (await staff.request('GET', `${gateway}/wip/conversations/getcollectionconversations`)).json()
      .conversations;
    const thread = all.find(
      (c: { conversationGuid: string }) => c.conversationGuid === response.json().conversationGuid,
    );
    expect(thread.readAt).toBeNull();
    const attachmentGuid = thread.messages[0].attachments.find(
      (a: { fileName: string }) => a.fileName === 'kvitto.pdf',
    ).attachmentGuid;
    const download = await staff.request('GET', `${gateway}/wip/conversations/attachments/${attachmentGuid}`);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const reply = await staff.request('POST', `${gateway}/wip/conversations/postmessage`, {
      json: { threadGuid: thread.threadGuid, message: 'Tack, vi har sett din betalning.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(reply.statusCode).toBe(200);
    const read = await staff.request('POST', `${gateway}/conversations/${thread.conversationGuid}/read`, {
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(read.statusCode).toBe(204);
    const threadNow = (
      await staff.request('GET', `${gateway}/wip/conversations/getmessages/${thread.threadGuid}`)
    ).json().conversations[0];
    expect(threadNow.readAt).not.toBeNull();
    const after = (await lars.request('GET', `${gateway}/debtoraccess/usermessages`)).json().conversations[0];
    expect(after.messages.map((m: { author: string }) => m.author)).toEqual(['debtor', 'provider']);

    // A second message about the same case joins the same conversation.
    const again = await send(lars, form({ casenumber: someCase.caseNumber, subject: 'En sak till' }));
    expect(again.json().conversationGuid).toBe(response.json().conversationGuid);
  });

  it('refuses each kind of bad input with its own code and field, and keeps nothing', async () => {
    const emma = await signedIn(t.app, 'ny');
    const [larsCase] = (await lars.soap('getCaseDetails')).json().cases;
    const file = (name: string, content: Buffer) => ({
      name,
      type: 'application/pdf',
      content: content.toString('base64'),
    });
    const before = await messageCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ subject: '  ' }), 'SubjectRequired', 'subject'],
      [form({ subject: 'x'.repeat(201) }), 'SubjectTooLong', 'subject'],
      [form({ message: '' }), 'MessageRequired', 'message'],
      [form({ message: 'x'.repeat(5001) }), 'MessageTooLong', 'message'],
      [form({ email: 'inte en adress' }), 'InvalidEmail', 'email'],
      [form({ cellularphone: '12 34' }), 'InvalidPhone', 'cellularphone'],
      [form({ email: null, cellularphone: '' }), 'ContactRequired', 'email'],
      [form({ casenumber: larsCase.caseNumber }), 'UnknownCase', 'casenumber'],
      [
        form({ attachments: Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, pdf)) }),
        'TooManyAttachments',
        'attachments',
      ],
      [
        form({ attachments: [file('program.pdf', Buffer.from('MZ\x90\x00 not a pdf'))] }),
        'AttachmentTypeNotAllowed',
        'attachments.0',
      ],
      [form({ attachments: [file('../../etc/passwd.pdf', pdf)] }), 'AttachmentNameInvalid', 'attachments.0'],
      [form({ attachments: [file('rad\nbrytning.pdf', pdf)] }), 'AttachmentNameInvalid', 'attachments.0'],
      [
        form({ attachments: [file('stor.pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]))] }),
        'AttachmentTooLarge',
        'attachments.0',
      ],
      [
        form({
          attachments: [1, 2, 3].map((i) =>
            file(`del${i}.pdf`, Buffer.concat([pdf, Buffer.alloc(7 * 1024 * 1024)])),
          ),
        }),
        'AttachmentsTooLarge',
        'attachments',
      ],
    ];
    for (const [body, code, field] of cases) {
      const response = await send(emma, body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ code, field });
    }
    expect(await messageCount()).toBe(before);
  });

  it('answers a body over the limit with 413 and the error body', async () => {
    const huge = form({
      attachments: [{ name: 'a.pdf', type: 'application/pdf', content: 'A'.repeat(40 * 1024 * 1024) }],
    });
    const response = await send(lars, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PayloadTooLarge');
  });

  it('keeps the provider’s calls from debtors', async () => {
    const response = await lars.request('GET', `${gateway}/wip/conversations/getcollectionconversations`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('Forbidden');
  });
});
