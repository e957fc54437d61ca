/** The help center's documents as tagged PDFs, made on request and cached per language. */
import { formatMoney, SEK_FEES } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import { BODY, COLOUR, CONTENT_WIDTH, MARGIN, openDocument, tag } from '../../pdf/pdf-drawing.ts';
import { fill, isolate } from '../../pdf/text-catalogue.ts';
import { type TextStyle, write } from '../../pdf/text-setting.ts';
import { type HelpDocumentSlug, type HelpDocumentText, loadHelpText } from './help-text.ts';

const cache = new Map<string, Promise<{ pdf: Buffer; fileName: string }>>();

function render(text: HelpDocumentText, locale: string, provider: Config['provider']): Promise<Buffer> {
  const { pdf, root, finished } = openDocument({ lang: locale, title: text.title, author: provider.name });
  const { doc } = pdf;
  const block = (type: string, content: string, style: Omit<TextStyle, 'width'>) =>
    tag(doc, root, type, () => write(pdf, content, MARGIN.left, doc.y, { ...style, width: CONTENT_WIDTH }));
  const body = { size: BODY.size + 1, lineGap: BODY.lineGap };
  block('P', `${isolate(provider.name)} · ${isolate(provider.supportPhone)}`, {
    size: 9,
    weight: 'bold',
    colour: COLOUR.muted,
  });
  doc.moveDown(1.5);
  block('H1', text.title, { size: 18, weight: 'bold', colour: COLOUR.accent });
  doc.moveDown(0.6);
  block('P', text.intro, body);
  for (const section of text.sections) {
    doc.moveDown(1);
    block('H2', section.heading, { size: 12, weight: 'bold', colour: COLOUR.accent });
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs) {
      block('P', paragraph, { ...body, paragraphGap: BODY.paragraphGap });
    }
  }
  root.end();
  doc.end();
  return finished;
}

/** The SEK fees, formatted for `locale`, under the placeholder names the catalogues use. */
function feeAmounts(locale: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SEK_FEES).map(([type, fee]) => [type, isolate(formatMoney(fee.amount, 'SEK', locale))]),
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
