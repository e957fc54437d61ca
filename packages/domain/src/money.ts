/** ISO 4217 codes of the currencies a case can be in; every one has 2 decimals (100 minor units). */
export const CURRENCIES = ['SEK', 'DKK', 'NOK', 'EUR'] as const;

export type Currency = (typeof CURRENCIES)[number];

/** Whether `code` is one of the currencies a case can be in. */
export const isCurrency = (code: string): code is Currency =>
  (CURRENCIES as readonly string[]).includes(code);

/** An amount of one currency; `amount` is in minor units (öre, øre or cent). */
export type Money = { readonly currency: Currency; readonly amount: number };

/** Throws a RangeError unless `amount` (minor units) is a safe integer; `label` names it in the message. */
export function assertMinor(amount: number, label = 'amount'): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`${label} must be a safe integer of minor units, got ${amount}`);
  }
}

/** Splits `minor` (minor units) into its sign, whole major units and two-digit remainder, using integer maths only. */
function splitMinor(minor: number): { sign: '' | '-'; whole: number; fraction: string } {
  assertMinor(minor);
  const absolute = Math.abs(minor);
  const remainder = absolute % 100;
  // absolute - remainder is a multiple of 100, so the division is exact: no float rounding.
  return {
    sign: minor < 0 ? '-' : '',
    whole: (absolute - remainder) / 100,
    fraction: String(remainder).padStart(2, '0'),
  };
}

/**
 * Intl.NumberFormat's currency formatter per locale and currency, made once: making one costs about
 * fifty times what formatting with it does, and a page or a letter formats many amounts. The portal
 * speaks a dozen languages, so the map stays small; it is emptied should odd locales ever fill it.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MONEY_FORMATS_KEPT = 200;

function moneyFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (moneyFormats.size >= MONEY_FORMATS_KEPT) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats `minor` (minor units of `currency`) for display in `locale` with Intl.NumberFormat's currency style. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  // A decimal string (not minor / 100) keeps Intl from ever seeing a binary float; TypeScript cannot see it is numeric.
  const decimal = decimalString(minor) as Intl.StringNumericLiteral;
  return moneyFormat(locale, currency).format(decimal);
}

/** Writes `minor` (öre) as kronor with a decimal comma, two decimals and no grouping (`1234,50`), as Swish wants. */
export function kronorString(minor: number): string {
  const { sign, whole, fraction } = splitMinor(minor);
  return `${sign}${whole},${fraction}`;
}

/** Writes an integer of hundredths (minor units, or basis points) as a decimal with a point, two decimals and no grouping (`1234.50`), as XML Schema's `xs:decimal` reads it. */
export function decimalString(hundredths: number): string {
  const { sign, whole, fraction } = splitMinor(hundredths);
  return `${sign}${whole}.${fraction}`;
}

/** Totals amounts (minor units) per currency, never adding different currencies, in the order of CURRENCIES. */
export function sumByCurrency(items: Iterable<Money>): Money[] {
  const totals = new Map<Currency, number>();
  for (const { currency, amount } of items) {
    if (!CURRENCIES.includes(currency)) throw new RangeError(`Unknown currency: ${currency}`);
    assertMinor(amount);
    const total = (totals.get(currency) ?? 0) + amount;
    assertMinor(total, `${currency} total`);
    totals.set(currency, total);
  }
  return CURRENCIES.flatMap((currency) => {
    const amount = totals.get(currency);
    return amount === undefined ? [] : [{ currency, amount }];
  });
}

// Spaces people and spreadsheets put between groups of digits: ordinary, no-break and narrow no-break.
const GROUP_SPACES = /[\s\u00a0\u202f]/g;
const KRONOR = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * An amount in kronor (or another currency's major units) as people type it (`1 234,50`, `1234.5`,
 * `1234`) in öre (minor units), or null when it is not one: no sign, at most two decimals after a
 * comma or point, groups separated by spaces only. Every form that takes an amount reads it so.
 */
export function parseKronor(input: string): number | null {
  const match = KRONOR.exec(input.replace(GROUP_SPACES, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
