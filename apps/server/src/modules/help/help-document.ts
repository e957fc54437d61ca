/** The help center's documents as tagged PDFs, made on request and cached per language. */
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.ts';
import { BODY, COLOUR, CONTENT_WIDTH, FONT, MARGIN, style } from '../documents/pdf-drawing.ts';
import { type HelpDocumentSlug, helpTexts } from './help-text.ts';

const cache = new Map<string, Promise<Buffer>>();

function render(
  slug: HelpDocumentSlug,
  language: 'sv' | 'en',
  provider: Config['provider'],
): Promise<Buffer> {
  const text = helpTexts[language][slug];
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
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

export function helpDocument(slug: HelpDocumentSlug, language: string, provider: Config['provider']) {
  const lang = language === 'en' ? 'en' : 'sv';
  const key = `${slug}:${lang}`;
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = render(slug, lang, provider);
    cache.set(key, pdf);
  }
  return { pdf, fileName: `${helpTexts[lang][slug].title}.pdf` };
}
