/** The help center's documents as tagged PDFs, made on request and cached per language. */
import { formatMoney, SEK_STATUTORY_FEES } from '@fordra/domain';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.ts';
import { BODY, COLOUR, CONTENT_WIDTH, FONT, MARGIN, style } from '../documents/pdf-drawing.ts';
import { fill } from '../documents/text-catalogue.ts';
import { type HelpDocumentSlug, type HelpDocumentText, loadHelpText } from './help-text.ts';

const cache = new Map<string, Promise<{ pdf: Buffer; fileName: string }>>();

function render(text: HelpDocumentText, locale: string, provider: Config['provider']): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    lang: locale,
    tagged: true,
    pdfVersion: '1.7',
    displayTitle: true,
    info: { Title: text.title, Author: provider.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (type: string, draw: () => void) => root.add(doc.struct(type, {}, draw));
  block('P', () =>
    style(doc, FONT.bold, 9, COLOUR.muted).text(`${provider.name} · ${provider.supportPhone}`, {
      width: CONTENT_WIDTH,
    }),
  );
  doc.moveDown(1.5);
  block('H1', () => style(doc, FONT.bold, 18, COLOUR.accent).text(text.title, { width: CONTENT_WIDTH }));
  doc.moveDown(0.6);
  block('P', () =>
    style(doc, FONT.regular, BODY.size + 1).text(text.intro, { width: CONTENT_WIDTH, lineGap: BODY.lineGap }),
  );
  for (const section of text.sections) {
    doc.moveDown(1);
    block('H2', () =>
      style(doc, FONT.bold, 12, COLOUR.accent).text(section.heading, { width: CONTENT_WIDTH }),
    );
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs) {
      block('P', () =>
        style(doc, FONT.regular, BODY.size + 1).text(paragraph, {
          width: CONTENT_WIDTH,
          lineGap: BODY.lineGap,
          paragraphGap: BODY.paragraphGap,
        }),
      );
    }
  }
  root.end();
  doc.end();
  return done;
}

/** The statutory fees, formatted for `locale`, under the placeholder names the catalogues use. */
function feeAmounts(locale: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SEK_STATUTORY_FEES).map(([type, minor]) => [type, formatMoney(minor, 'SEK', locale)]),
  );
}

async function document(slug: HelpDocumentSlug, language: string, provider: Config['provider']) {
  const catalogue = await loadHelpText(language);
  const values = feeAmounts(catalogue.locale);
  const source = catalogue[slug];
  const text: HelpDocumentText = {
    title: source.title,
    intro: fill(source.intro, values),
    sections: source.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map((paragraph) => fill(paragraph, values)),
    })),
  };
  return { pdf: await render(text, catalogue.locale, provider), fileName: `${text.title}.pdf` };
}

/** A help document in `language` (or the nearest catalogue), rendered once per language. */
export function helpDocument(
  slug: HelpDocumentSlug,
  language: string,
  provider: Config['provider'],
): Promise<{ pdf: Buffer; fileName: string }> {
  const key = `${slug}:${language}`;
  let made = cache.get(key);
  if (!made) {
    made = document(slug, language, provider);
    cache.set(key, made);
  }
  return made;
}
