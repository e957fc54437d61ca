import { describe, expect, it } from 'vitest';
import { encodeBody, MULTIPART_BOUNDARY, raw } from './request-body.ts';

describe('request bodies for the API tests', () => {
  it('writes JSON with raw numbers as given', () => {
    expect(encodeBody('application/json', { months: raw('1e999'), zero: raw('-0'), text: 'a' })).toEqual({
      contentType: 'application/json',
      payload: '{"months":1e999,"zero":-0,"text":"a"}',
    });
  });

  it('writes a form as a browser does: a part per value, files as file parts, nulls left out', () => {
    const file = {
      name: 'kvitto.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4').toString('base64'),
    };
    const { contentType, payload } = encodeBody('multipart/form-data', {
      subject: 'Fråga',
      email: null,
      months: 12,
      attachments: [file, 'x'],
    });
    expect(contentType).toBe(`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`);
    expect(payload.toString().split(`--${MULTIPART_BOUNDARY}`)).toEqual([
      '',
      '\r\nContent-Disposition: form-data; name="subject"\r\n\r\nFråga\r\n',
      '\r\nContent-Disposition: form-data; name="months"\r\n\r\n12\r\n',
      '\r\nContent-Disposition: form-data; name="attachments"; filename="kvitto.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n',
      '\r\nContent-Disposition: form-data; name="attachments"\r\n\r\nx\r\n',
      '--\r\n',
    ]);
  });

  it('sends a body that is no object as JSON whatever the media type', () => {
    expect(encodeBody('multipart/form-data', [1])).toEqual({
      contentType: 'application/json',
      payload: '[1]',
    });
  });
});
