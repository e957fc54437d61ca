/** The per-language texts of the notifications: `notification-text/<language>.json`, one file per portal language. */
import { readFileSync } from 'node:fs';
import type { NotificationKind } from '@fordra/domain';
import { defaultLanguage, isSupportedLanguage, type Language } from '@fordra/domain/languages';

/** One kind's texts; strings may hold `{placeholder}`s of the notification's parameters. */
export type KindText = {
  subject: string;
  heading: string;
  /** The e-mail's paragraphs. */
  body: string[];
  /** The whole SMS: a fixed sentence, `{portalUrl}` and, for a code, `{code}` (domain SMS_ALLOWED_PARAMS). */
  sms: string;
};

export type NotificationText = {
  /** BCP 47 locale for Intl number and date formatting, with Latin digits. */
  locale: string;
  /** The label of the e-mail's link to the portal. */
  signIn: string;
  footer: string;
  kinds: Record<NotificationKind, KindText>;
};

const catalogues = new Map<Language, NotificationText>();

/** The texts of `language`, Swedish for a language the portal does not offer; each file read once. */
export function notificationText(language: string): NotificationText {
  const chosen = isSupportedLanguage(language) ? language : defaultLanguage;
  let text = catalogues.get(chosen);
  if (!text) {
    text = JSON.parse(
      readFileSync(new URL(`./notification-text/${chosen}.json`, import.meta.url), 'utf8'),
    ) as NotificationText;
    catalogues.set(chosen, text);
  }
  return text;
}
