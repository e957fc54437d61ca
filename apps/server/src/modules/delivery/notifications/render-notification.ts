/**
 * A notification's texts in the reader's language (docs/delivery.md): the e-mail's subject, HTML and
 * plain text, which may give the details, and the SMS, made only of what the domain lets an SMS carry
 * (`smsParams`): a fixed sentence, the portal's address and, for a sign-in, the code.
 */
import {
  type Currency,
  formatMoney,
  type NotificationKind,
  type NotificationParams,
  smsParams,
} from '@fordra/domain';
import { defaultLanguage, directionOf, isSupportedLanguage, localeOf } from '@fordra/domain/languages';
import { createElement, Fragment, type ReactNode } from 'react';
import { isolate } from '../../../pdf/text-catalogue.ts';
import { notificationEmailHtml } from './notification-email.ts';
import { notificationText } from './notification-text.ts';

export type RenderedNotification = { subject: string; html: string; text: string; sms: string };

type Values = Readonly<Record<string, string | undefined>>;

/** `template` cut at its `{placeholder}`s: text, and the value of each placeholder given to `value`. */
function pieces<T>(template: string, values: Values, value: (text: string) => T): (string | T)[] {
  return template.split(/\{(\w+)\}/).map((piece, index) => {
    if (index % 2 === 0) return piece;
    const filled = values[piece];
    if (filled === undefined) throw new Error(`The notification needs the parameter ${piece}`);
    return value(filled);
  });
}

const fillText = (template: string, values: Values, wrap: (text: string) => string) =>
  pieces(template, values, wrap).join('');

/** In HTML each value is a `<bdi>`, so that an amount or an address keeps its own direction in any text. */
const fillHtml = (template: string, values: Values): ReactNode =>
  createElement(Fragment, null, ...pieces(template, values, (text) => createElement('bdi', null, text)));

/** The parameters as the reader sees them: amounts and dates in the language's formats. */
function shown(params: NotificationParams, locale: string): Values {
  const { amount, currency, dueDate, ...rest } = params;
  return {
    ...rest,
    amount:
      amount === undefined ? undefined : formatMoney(amount, currency ?? ('SEK' satisfies Currency), locale),
    dueDate:
      dueDate === undefined
        ? undefined
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${dueDate}T00:00:00Z`),
          ),
  };
}

/**
 * The texts of notification `kind` in `language` (Swedish for one the portal does not offer), from
 * `params`; a parameter the kind's texts need and `params` lacks throws.
 */
export function renderNotification(
  kind: NotificationKind,
  language: string,
  params: NotificationParams,
): RenderedNotification {
  const chosen = isSupportedLanguage(language) ? language : defaultLanguage;
  const catalogue = notificationText(chosen);
  const texts = catalogue.kinds[kind];
  const values = shown(params, catalogue.locale);
  const dir = directionOf(chosen);
  // In plain right-to-left text the Unicode isolates do what <bdi> does in HTML.
  const wrap = dir === 'rtl' ? (text: string) => isolate(text) : (text: string) => text;
  const action = kind === 'verificationCode' ? null : { label: catalogue.signIn, href: params.portalUrl };

  const subject = fillText(texts.subject, values, wrap);
  const heading = fillText(texts.heading, values, wrap);
  const html = notificationEmailHtml({
    lang: localeOf(chosen),
    dir,
    subject,
    productName: params.productName,
    heading,
    paragraphs: texts.body.map((paragraph) => fillHtml(paragraph, values)),
    action,
    footer: fillHtml(catalogue.footer, values),
  });
  const text = [
    heading,
    ...texts.body.map((paragraph) => fillText(paragraph, values, wrap)),
    ...(action ? [`${action.label}: ${wrap(action.href)}`] : []),
    `-- \n${fillText(catalogue.footer, values, wrap)}`,
  ].join('\n\n');
  const sms = fillText(texts.sms, smsParams(kind, params), (value) => value);
  return { subject, html, text, sms };
}
