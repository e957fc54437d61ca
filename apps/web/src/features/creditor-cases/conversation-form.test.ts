import { messageLimits } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { conversationProblem } from './conversation-form.ts';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const form = {
  subject: 'Bestridd faktura',
  message: 'Gäldenären säger att fakturan är betald.',
  attachments: [],
};

describe('a new thread about a case', () => {
  it('can be sent with a subject and a message, with or without files', () => {
    expect(conversationProblem(form)).toBeNull();
    expect(conversationProblem({ ...form, attachments: [file('kvitto.pdf', 1000)] })).toBeNull();
  });

  it('needs a subject and a message, within their lengths', () => {
    expect(conversationProblem({ ...form, subject: '  ' })).toEqual({
      field: 'subject',
      code: 'SubjectRequired',
    });
    expect(conversationProblem({ ...form, subject: 'x'.repeat(messageLimits.subjectMaxLength + 1) })).toEqual(
      {
        field: 'subject',
        code: 'SubjectTooLong',
      },
    );
    expect(conversationProblem({ ...form, message: '' })).toEqual({
      field: 'message',
      code: 'MessageRequired',
    });
    expect(conversationProblem({ ...form, message: 'x'.repeat(messageLimits.messageMaxLength + 1) })).toEqual(
      {
        field: 'message',
        code: 'MessageTooLong',
      },
    );
  });

  it('takes files within the count and sizes the server allows', () => {
    const six = Array.from({ length: messageLimits.maxAttachments + 1 }, (_, index) =>
      file(`${index}.pdf`, 10),
    );
    expect(conversationProblem({ ...form, attachments: six })?.code).toBe('TooManyAttachments');
    const large = file('stor.pdf', messageLimits.maxAttachmentBytes + 1);
    expect(conversationProblem({ ...form, attachments: [large] })?.code).toBe('AttachmentTooLarge');
    const third = Math.floor(messageLimits.maxTotalAttachmentBytes / 3) + 1;
    const three = [file('a.pdf', third), file('b.pdf', third), file('c.pdf', third)];
    expect(conversationProblem({ ...form, attachments: three })?.code).toBe('AttachmentsTooLarge');
  });
});
