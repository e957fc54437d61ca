/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openPage } from './support.ts';

/** Signs in as a client's administrator through the session protocol and invites a user. */
async function invite(page: Page, username: string): Promise<string> {
  const csrf = async () =>
    ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const signedIn = await page.request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken: await csrf(),
      username: 'kund',
      password: DEMO_PASSWORD,
      json: 'true',
      callbackUrl: '/',
    },
  });
  expect(signedIn.ok()).toBe(true);
  const invited = await page.request.post('/api/extgwapi/api/v1/Users', {
    headers: { 'x-csrf-token': await csrf() },
    data: { username, displayName: 'Nils Ny', email: 'nils.ny@norrsken-kredit.example.se', role: 'user' },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { url: string } };
  await page.request.post('/api/auth/signout', { form: { csrfToken: await csrf(), callbackUrl: '/' } });
  return new URL(invitation.url).hash;
}

test('an invited client user chooses a password with the link, once, and can sign in with it', async ({
  page,
}) => {
  const username = `inbjuden${Date.now()}`;
  const hash = await invite(page, username);
  await openPage(page, `/auth/invitation${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Välj ett lösenord' })).toBeVisible();
  await page.getByLabel('Nytt lösenord').fill('ett långt lösenord');
  await page.getByLabel('Upprepa lösenordet').fill('ett annat lösenord');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByText('Lösenorden är inte likadana.')).toBeVisible();
  await page.getByLabel('Upprepa lösenordet').fill('ett långt lösenord');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByText('Ditt lösenord är sparat.')).toBeVisible();

  const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const signIn = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf, username, password: 'ett långt lösenord', json: 'true', callbackUrl: '/' },
  });
  expect(signIn.ok()).toBe(true);

  // The link works once.
  await openPage(page, 'about:blank');
  await openPage(page, `/auth/invitation${hash}`);
  await page.getByLabel('Nytt lösenord').fill('ett tredje lösenord');
  await page.getByLabel('Upprepa lösenordet').fill('ett tredje lösenord');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByRole('alert')).toContainText('Inbjudningslänken är inte giltig');
});
