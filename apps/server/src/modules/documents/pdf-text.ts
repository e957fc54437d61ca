import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a pdfkit PDF's pages, its lines (TJ operators) joined by spaces and runs of spaces
 * squashed to one: pdfkit deflates each content stream and writes the standard fonts' text as hex strings
 * of WinAnsi codes, so the streams are inflated and the hex decoded. For tests, not a general PDF reader.
 */
export function pdfPageText(pdf: Buffer): string {
  // One byte per character, so that string offsets are byte offsets.
  const bytes = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of bytes.matchAll(/\/Length (\d+)([\s\S]*?)>>\s*stream\r?\n/g)) {
    if (!match[2]?.includes('/FlateDecode')) continue;
    const start = (match.index ?? 0) + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join(' ').replace(/[ \u00a0]+/g, ' ');
}
