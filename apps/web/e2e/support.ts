import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the sign-in page as a person would, and waits for the portal. */
export async function signIn(page: Page, username: string, path = '/auth/signin') {
  await page.goto(path);
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

export async function expectSignedInHome(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Välkommen, ${firstName}` })).toBeVisible();
}

/** Swedish money as Intl writes it, with any kind of space between groups. */
export const kronor = (text: string) => new RegExp(text.replaceAll(' ', '\\s'));
