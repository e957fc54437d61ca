import { describe, expect, it } from 'vitest';
import { messageFormData } from './send-user-message.ts';

describe('messageFormData', () => {
  it('puts the text fields first and then the files, as they are, leaving out empty fields', () => {
    const receipt = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'kvitto juni.pdf');
    const picture = new File([new Uint8Array([0x89, 0x50])], 'skärmbild.png');
    const form = messageFormData({
      fields: { subject: 'Kvitto', message: 'Se bifogat.', email: 'sofia@example.se', casenumber: undefined },
      files: [receipt, picture],
    });
    expect([...form.keys()]).toEqual(['subject', 'message', 'email', 'attachments', 'attachments']);
    expect(form.get('subject')).toBe('Kvitto');
    const files = form.getAll('attachments') as File[];
    expect(files.map((file) => file.name)).toEqual(['kvitto juni.pdf', 'skärmbild.png']);
    expect(files[0]?.size).toBe(4);
  });
});
