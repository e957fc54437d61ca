import { formatMoney, stockholmDateTime } from '@fordra/domain';
import { formattingLocaleOf, type Language } from '@fordra/domain/languages';
import { nextTask } from '../scheduling/next-task.ts';
import { dateFormatter } from './date.ts';

/**
 * Makes the formatters a debtor's page draws with (its sums, its dates, the customer service's hours
 * on the Swedish clock), each in a task of its own, before the app takes up the page the server drew.
 * The page's first Intl formatter loads the browser's locale data: some 70 ms on a slow phone, which
 * made the task it fell in, a piece of the page's hydration, one of the longest.
 */
export async function prepareFormats(language: Language): Promise<void> {
  const locale = formattingLocaleOf(language);
  await nextTask();
  formatMoney(0, 'SEK', locale);
  await nextTask();
  dateFormatter(locale, 'long');
  await nextTask();
  stockholmDateTime(new Date());
}
