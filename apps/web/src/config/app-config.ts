import { givenServerConfig } from '../shared/server/server-scope.ts';

export type AppConfig = {
  productName: string;
  /** The customer service number as people read it. */
  supportPhone: string;
  /** The same number for `tel:` links, E.164 (`+46…`). */
  supportPhoneE164: string;
  providerName: string;
  providerOrgNumber: string;
  /** How often to read the session-state cookie for a sign-in or out in another tab, in ms; 0: never. */
  sessionCookiePollMs: number;
};

/** Used where the server has not filled in index.html, i.e. under the Vite dev server. */
const defaults: AppConfig = {
  productName: 'Fordra',
  supportPhone: '08-123 456 00',
  supportPhoneE164: '+46812345600',
  providerName: 'Fordra Inkasso AB',
  providerOrgNumber: '556677-8899',
  sessionCookiePollMs: 0,
};

/** Reads the `<script id="fordra-config">` block the server writes into index.html; defaults fill gaps. */
function readConfig(): AppConfig {
  const json = document.getElementById('fordra-config')?.textContent;
  if (!json) return defaults;
  try {
    return configFrom(JSON.parse(json));
  } catch {
    return defaults;
  }
}

/** The configuration given, field by field; defaults fill gaps. */
function configFrom(given: unknown): AppConfig {
  if (typeof given !== 'object' || given === null) return defaults;
  // Every field keeps its default unless given as a non-empty string, or a whole number of at least 0.
  const config: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value: unknown = (given as Record<string, unknown>)[key];
    const fits =
      typeof fallback === 'number'
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : typeof value === 'string' && value.trim() !== '';
    if (fits) config[key] = value;
  }
  return config as AppConfig;
}

/** On the server, which draws a debtor's first page, the configuration it writes into the page. */
export const appConfig: AppConfig = import.meta.env.SSR ? configFrom(givenServerConfig()) : readConfig();
