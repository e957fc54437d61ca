/**
 * A request body written in an operation's media type: JSON, or multipart/form-data as a browser
 * sends a form (a part per field and per array item; a file part for `{ name, type, content }`
 * with base64 content; absent fields and nulls left out). Values may be `raw` JSON text.
 */

/** JSON text put into a body as it is, for what JSON.stringify cannot write (1e999, -0, 2^53 + 1). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
export const raw = (text: string) => new RawJson(text);

export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v,
  );
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, index: string) => raws[Number(index)] ?? 'null');
}

export const MULTIPART_BOUNDARY = 'fordra-fuzz-boundary';

type FileValue = { name: string; type: string; content: string };
const isFile = (value: unknown): value is FileValue =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'type', 'content'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

function multipart(fields: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [];
  const text = (line: string) => parts.push(Buffer.from(line, 'utf8'));
  for (const [name, field] of Object.entries(fields)) {
    for (const value of Array.isArray(field) ? field : [field]) {
      if (value === null || value === undefined) continue;
      text(`--${MULTIPART_BOUNDARY}\r\n`);
      if (isFile(value)) {
        text(`Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n`);
        text(`Content-Type: ${value.type}\r\n\r\n`);
        parts.push(Buffer.from(value.content, 'base64'));
      } else {
        const content =
          typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJson(value);
        text(`Content-Disposition: form-data; name="${name}"\r\n\r\n${content}`);
      }
      text('\r\n');
    }
  }
  text(`--${MULTIPART_BOUNDARY}--\r\n`);
  return Buffer.concat(parts);
}

/** The content type and payload of `value` sent as `mediaType`; a value that is no object goes as JSON. */
export function encodeBody(
  mediaType: string,
  value: unknown,
): { contentType: string; payload: string | Buffer } {
  if (
    mediaType === 'multipart/form-data' &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  )
    return {
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload: multipart(value as Record<string, unknown>),
    };
  return { contentType: 'application/json', payload: toJson(value) };
}
