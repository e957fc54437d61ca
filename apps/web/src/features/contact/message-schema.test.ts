import { describe, expect, it } from 'vitest';
import { type MessageForm, messagePayload, messageSchema } from './message-schema.ts';

const valid: MessageForm = {
  casenumber: '',
  email: 'sofia@example.se',
  cellularphone: '',
  subject: 'Fakturan',
  message: 'Jag har redan betalat.',
};

/** The error code of each field that failed. */
function errorsOf(form: MessageForm): Record<string, string> {
  const result = messageSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('messageSchema', () => {
  it('accepts a message with a subject, a text and one way to reach the sender', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, email: '', cellularphone: '070-123 45 67' })).toEqual({});
  });

  it('names every missing required field at once', () => {
    expect(errorsOf({ casenumber: '', email: ' ', cellularphone: '', subject: ' ', message: '' })).toEqual({
      subject: 'SubjectRequired',
      message: 'MessageRequired',
      email: 'ContactRequired',
    });
  });

  it('refuses texts over the limits', () => {
    expect(errorsOf({ ...valid, subject: 'a'.repeat(201), message: 'b'.repeat(5001) })).toEqual({
      subject: 'SubjectTooLong',
      message: 'MessageTooLong',
    });
    expect(errorsOf({ ...valid, subject: 'a'.repeat(200), message: 'b'.repeat(5000) })).toEqual({});
  });

  it('refuses an invalid e-mail address or phone number', () => {
    expect(errorsOf({ ...valid, email: 'sofia@', cellularphone: '12345' })).toEqual({
      email: 'InvalidEmail',
      cellularphone: 'InvalidPhone',
    });
  });
});

describe('messagePayload', () => {
  it('trims the texts and leaves empty fields out', () => {
    expect(messagePayload({ ...valid, subject: ' Fakturan ', email: ' sofia@example.se ' })).toEqual({
      casenumber: undefined,
      email: 'sofia@example.se',
      cellularphone: undefined,
      subject: 'Fakturan',
      message: 'Jag har redan betalat.',
    });
  });
});
