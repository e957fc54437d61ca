export type AppConfig = {
  productName: string;
  /** The customer service number as people read it. */
  supportPhone: string;
  /** The same number for `tel:` links, E.164 (`+46…`). */
  supportPhoneE164: string;
  providerName: string;
  providerOrgNumber: string;
};

/** Used where the server has not filled in index.html, i.e. under the Vite dev server. */
const defaults: AppConfig = {
  productName: 'Fordra',
  supportPhone: '08-123 456 00',
  supportPhoneE164: '+46812345600',
  providerName: 'Fordra Inkasso AB',
  providerOrgNumber: '556677-8899',
};

/** Reads the `<script id="fordra-config">` block the server writes into index.html; defaults fill gaps. */
function readConfig(): AppConfig {
  const json = document.getElementById('fordra-config')?.textContent;
  if (!json) return defaults;
  let given: unknown;
  try {
    given = JSON.parse(json);
  } catch {
    return defaults;
  }
  if (typeof given !== 'object' || given === null) return defaults;
  // Every field is a non-empty string; anything else keeps its default.
  const config = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof AppConfig)[]) {
    const value: unknown = (given as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') config[key] = value;
  }
  return config;
}

export const appConfig: AppConfig = readConfig();
