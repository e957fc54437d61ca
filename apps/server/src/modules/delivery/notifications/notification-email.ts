/**
 * The HTML of a notification e-mail: React components rendered to static markup (no JSX: the server's
 * files run by Node's type stripping). Plain, accessible markup with inline styles, which mail programs
 * keep where they drop a stylesheet: the document's language and direction, one heading, paragraphs,
 * a link to the portal, a footer.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type NotificationEmail = {
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  subject: string;
  productName: string;
  heading: string;
  paragraphs: ReactNode[];
  /** The link to the portal; none for a code, which is typed in where it was asked for. */
  action: { label: string; href: string } | null;
  footer: ReactNode;
};

const colours = { text: '#1b1b1f', muted: '#55565c', brand: '#0b4f6c', page: '#f3f4f6', card: '#ffffff' };
const font = 'Arial, Helvetica, "Segoe UI", Tahoma, sans-serif';

function Action({ label, href }: { label: string; href: string }) {
  return h(
    'p',
    { style: { margin: '24px 0' } },
    h(
      'a',
      {
        href,
        style: {
          display: 'inline-block',
          background: colours.brand,
          color: '#ffffff',
          padding: '12px 24px',
          borderRadius: '6px',
          textDecoration: 'none',
          fontWeight: 'bold',
        },
      },
      label,
    ),
  );
}

function Email(props: NotificationEmail) {
  const paragraph = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.5' };
  return h(
    'html',
    { lang: props.lang, dir: props.dir },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, props.subject),
    ),
    h(
      'body',
      {
        style: {
          margin: 0,
          padding: '24px 12px',
          background: colours.page,
          color: colours.text,
          fontFamily: font,
        },
      },
      h(
        'main',
        {
          style: {
            maxWidth: '560px',
            margin: '0 auto',
            padding: '24px',
            background: colours.card,
            borderRadius: '8px',
            textAlign: 'start',
          },
        },
        h(
          'p',
          { style: { margin: '0 0 16px', fontWeight: 'bold', color: colours.brand } },
          props.productName,
        ),
        h('h1', { style: { margin: '0 0 16px', fontSize: '22px', lineHeight: '1.3' } }, props.heading),
        ...props.paragraphs.map((content, index) => h('p', { key: index, style: paragraph }, content)),
        props.action ? h(Action, props.action) : null,
      ),
      h(
        'footer',
        {
          style: {
            maxWidth: '560px',
            margin: '16px auto 0',
            fontSize: '13px',
            lineHeight: '1.5',
            color: colours.muted,
          },
        },
        h('p', { style: { margin: 0 } }, props.footer),
      ),
    ),
  );
}

/** The e-mail's HTML document. */
export function notificationEmailHtml(email: NotificationEmail): string {
  return `<!doctype html>${renderToStaticMarkup(h(Email, email))}`;
}
