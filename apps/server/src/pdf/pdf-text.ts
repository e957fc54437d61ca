/** Reading a PDF back with pdf.js (unpdf's build), for tests: what a viewer would copy or search. */
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';

// pdf.js adds direction marks around right-to-left runs; a test compares the characters drawn.
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

async function withDocument<T>(
  pdf: Uint8Array,
  read: (document: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  // pdf.js takes the bytes over, so it gets a copy.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * The text of all pages in the order it is drawn (a right-to-left run put back in reading order by
 * pdf.js), every run of white space (no-break spaces too) squashed to one space.
 */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withDocument(pdf, async (document) => {
    const { text } = await extractText(document, { mergePages: true });
    return text.replace(DIRECTION_MARKS, '').replace(/[\s\u00a0\u202f]+/g, ' ');
  });
}

/**
 * Each run of text on the pages with where it starts (`x`, points from the left), its width, its baseline
 * (`y`, points from the top of its page) and its height.
 */
export function pdfTextItems(
  pdf: Uint8Array,
): Promise<{ text: string; x: number; y: number; width: number; height: number; page: number }[]> {
  return withDocument(pdf, async (document) => {
    const { items } = await extractTextItems(document);
    const heights = await Promise.all(
      items.map(async (_, index) => (await document.getPage(index + 1)).view[3] ?? 0),
    );
    return items.flatMap((page, index) =>
      page.map((item) => ({
        text: item.str.replace(DIRECTION_MARKS, ''),
        x: item.x,
        y: (heights[index] ?? 0) - item.y,
        width: item.width,
        height: item.height,
        page: index + 1,
      })),
    );
  });
}
