/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';

export const DEMO_PASSWORD = 'demo1234';

/** A text of the web's catalogue (`plans`, `new.next`) in `language`, for finding elements by name. */
export function catalogueText(language: string, namespace: string, keyPath: string): string {
  const file = new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of keyPath.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}:${keyPath} is not a text`);
  return value;
}

/** Signs in through the sign-in page as a person would, and waits for the portal. */
export async function signIn(page: Page, username: string, path = '/auth/signin') {
  await page.goto(path);
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Signs in on the sign-in page in whatever language it is shown, and waits to leave it. */
export async function signInInAnyLanguage(page: Page, username: string) {
  await page.goto('/auth/signin');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** The language button of the page in `language` ("Byt språk. Nu: Svenska"), found by the start of its name. */
export function languageButton(page: Page, language: string): Locator {
  const choose = catalogueText(language, 'common', 'language.choose').split('{{')[0] ?? '';
  return page.getByRole('button', { name: choose.trim() });
}

/**
 * Picks `option` of the select `combobox` as a person does: once its menu has finished opening. Pressed
 * while the menu still grows, the press and the release can fall on two options, which picks neither.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect
    .poll(() =>
      listbox.evaluate((element) => {
        const style = getComputedStyle(element.closest('.MuiPaper-root') ?? element);
        return `${style.opacity} ${style.transform}`;
      }),
    )
    .toBe('1 none');
  await listbox.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits until the app has taken the page up: a debtor's page comes rendered by the server, and inert until
 * then (nothing can be pressed or typed in it, as for a person).
 */
export async function untilUsable(page: Page) {
  await expect(page.locator('#root[inert]')).toHaveCount(0);
}

/** Opens `path` as a person does: and waits until the page can be used (untilUsable). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await untilUsable(page);
}

/** Reloads the page as a person does: and waits until it can be used (untilUsable). */
export async function reloadPage(page: Page) {
  await page.reload();
  await untilUsable(page);
}

export async function expectSignedInHome(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Välkommen, ${firstName}` })).toBeVisible();
  await untilUsable(page);
}

/** Swedish money as Intl writes it, with any kind of space between groups. */
export const kronor = (text: string) => new RegExp(text.replaceAll(' ', '\\s'));

/** A legacy call (`POST /api/soap/<operation>`) in the page's session, for the figures a test checks against. */
export async function legacyApi<T>(
  page: Page,
  operation: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const response = await page.request.post(`/api/soap/${operation}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** A gateway GET (`/api/extgwapi/api/<path>`) in the page's session. */
export async function gatewayApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/extgwapi/api${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Minor units as Swedish kronor, the way the portal writes them (`1 925,22 kr`), any space matching. */
export function sek(minor: number): RegExp {
  const text = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' })
    .format(minor / 100)
    .replace(/\s/g, ' ');
  return kronor(text);
}

/** The QR code rendered on a canvas, decoded from its pixels as a phone camera would read it; null until it is rendered. */
export async function decodeQrCanvas(canvas: Locator): Promise<string | null> {
  // The pixels travel as base64: an array of numbers takes seconds to pass out of the page.
  const image = await canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height);
    if (!pixels) return null;
    let binary = '';
    for (let start = 0; start < pixels.data.length; start += 0x8000) {
      binary += String.fromCharCode(...pixels.data.subarray(start, start + 0x8000));
    }
    return { width: pixels.width, height: pixels.height, base64: btoa(binary) };
  });
  if (!image) return null;
  const data = new Uint8ClampedArray(Buffer.from(image.base64, 'base64'));
  // jsqr is CommonJS; its function is also its `default` property, however it is loaded.
  return jsQR.default(data, image.width, image.height)?.data ?? null;
}

/** A request context signed in as the provider's staff, in a browser context of its own. */
export async function staffRequest(
  browser: Browser,
): Promise<{ request: APIRequestContext; csrfToken: string }> {
  const context = await browser.newContext();
  const { request } = context;
  const csrf = async () => (await (await request.get('/api/auth/csrf')).json()).csrfToken as string;
  const signedIn = await request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken: await csrf(),
      username: 'handlaggare',
      password: DEMO_PASSWORD,
      callbackUrl: '/',
      json: 'true',
    },
  });
  expect(signedIn.status()).toBe(200);
  // The token is bound to the session, so the new session has a new one.
  return { request, csrfToken: await csrf() };
}
