/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { signInWith, workScreenshots } from './journey-screenshots.ts';
import { catalogueText, signIn } from './support.ts';

const auth = (key: string) => catalogueText('sv', 'auth', key);
const errors = (key: string) => catalogueText('sv', 'errors', key);

/** A new member of staff, added by the admin `chef` with a first password of the admin's choosing. */
async function addStaff(page: Page, username: string, password: string) {
  await signIn(page, 'chef');
  await page.waitForURL('/staff');
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const created = await page.request.post('/api/staff/accounts', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      username,
      displayName: `Nina Ny ${username}`,
      email: '',
      identityNumber: '',
      staffRole: 'handler',
      password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a new member of staff must choose their own password at first sign-in; the admin’s then stops working', async ({
  browser,
  baseURL,
}) => {
  const username = `ny.${Date.now()}`;
  const given = 'adminens-forsta-losenord';
  const admin = await browser.newContext({ baseURL });
  await addStaff(await admin.newPage(), username, given);
  await admin.close();

  const first = await browser.newContext({ baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const page = await first.newPage();
  await signInWith(page, username, given);
  // Wherever they were going, the back office waits until the password is their own.
  await page.waitForURL((url) => url.pathname === '/auth/password');
  await expect(page.getByRole('heading', { level: 1, name: auth('passwordChange.title') })).toBeVisible();
  await expect(page.getByText(auth('passwordChange.intro'))).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'own password');
  await page.goto('/staff/search');
  await page.waitForURL((url) => url.pathname === '/auth/password');

  const newPassword = page.getByRole('textbox', { name: auth('invitation.password'), exact: true });
  const repeat = page.getByRole('textbox', { name: auth('invitation.repeat'), exact: true });
  const save = page.getByRole('button', { name: auth('passwordChange.submit') });
  await newPassword.fill(given);
  await repeat.fill(given);
  await save.click();
  await expect(page.getByText(errors('PasswordUnchanged'))).toBeVisible();
  const own = 'ninas-egen-vinterfras';
  await newPassword.fill(own);
  await repeat.fill(own);
  await save.click();
  // On to where they were going.
  await page.waitForURL((url) => url.pathname === '/staff/search');
  await settled(page);
  await first.close();

  // The admin's password no longer opens the account; their own does.
  const later = await browser.newContext({ baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const again = await later.newPage();
  await signInWith(again, username, given);
  await expect(again.getByText(errors('CredentialsSignin'))).toBeVisible();
  await signInWith(again, username, own);
  await again.waitForURL('/staff');
  await later.close();

  // The page, as a new member of staff sees it.
  const shown = `ny.bild.${Date.now()}`;
  const shownContext = await browser.newContext({ baseURL });
  await addStaff(await shownContext.newPage(), shown, given);
  await shownContext.close();
  await workScreenshots(browser, baseURL ?? '', 'staff-own-password', async (shot) => {
    await signInWith(shot, shown, given);
    await shot.waitForURL((url) => url.pathname === '/auth/password');
  });
});
