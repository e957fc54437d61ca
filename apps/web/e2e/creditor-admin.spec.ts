/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { gatewayApi, openPage, signIn } from './support.ts';

type ListedUser = { username: string; role: string; disabled: boolean; invitationPending: boolean };

async function signInAsClientUser(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/creditor');
}

test.describe('a client’s administrator', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('invites a user, sees the link once, changes their role and disables them', async ({ page }) => {
    // Unique per run, so the journey can run again against the same data.
    const username = `ny.kollega.${Date.now()}`;
    const name = `Nora Kollega ${Date.now()}`;
    await signInAsClientUser(page, 'kund');
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Användare' })
      .click();
    await expect(page).toHaveURL('/creditor/users');
    await settled(page);
    await expect(
      page.getByRole('table', { name: 'Användare hos Norrsken Kredithantering AB' }),
    ).toBeVisible();
    await expect(
      page.getByText('Ser och ändrar allt, och hanterar användare och API-nycklar.'),
    ).toBeVisible();
    await expectNoViolations(page, 'users');

    await page.getByRole('button', { name: 'Bjud in användare' }).click();
    const invite = page.getByRole('dialog', { name: 'Bjud in en användare' });
    await expect(invite).toBeVisible();
    await settleAnimations(page);
    await expectNoViolations(page, 'users, invitation dialog');
    // The server's refusal lands at its field: the demo's own username is taken.
    await invite.getByRole('textbox', { name: 'Namn', exact: true }).fill(name);
    await invite.getByLabel('Användarnamn').fill('kund');
    await invite.getByLabel('E-post').fill('nora.kollega@norrsken-kredit.example.se');
    await invite.getByLabel('Roll').selectOption('user');
    await invite.getByRole('button', { name: 'Skapa inbjudan' }).click();
    await expect(invite.getByText('Användarnamnet är upptaget. Välj ett annat.')).toBeVisible();
    await invite.getByLabel('Användarnamn').fill(username);
    await invite.getByRole('button', { name: 'Skapa inbjudan' }).click();

    const link = page.getByRole('dialog', { name: 'Inbjudan är klar' });
    await expect(link.getByRole('textbox', { name: 'Inbjudningslänk' })).toHaveValue(
      /\/auth\/invitation#token=[\w-]{43}$/,
    );
    await expect(link.getByText('Länken visas bara nu.')).toBeVisible();
    const url = await link.getByRole('textbox', { name: 'Inbjudningslänk' }).inputValue();
    await link.getByRole('button', { name: 'Kopiera inbjudningslänken' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await link.getByRole('button', { name: 'Klar' }).click();
    await expect(link).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Inbjudningslänk' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Namn, användarnamn eller e-post' }).fill(username);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Inbjudan väntar');
    await expect(row.getByRole('cell', { name: 'Användare', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Åtgärder för ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Ändra roll' }).click();
    const roleDialog = page.getByRole('dialog', { name: `Ändra roll för ${name}` });
    await roleDialog.getByLabel('Ny roll').selectOption('readOnly');
    await expect(roleDialog.getByText('kan inte ändra något')).toBeVisible();
    await roleDialog.getByRole('button', { name: 'Spara roll' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Läsbehörighet', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Åtgärder för ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Stäng av' }).click();
    const confirm = page.getByRole('dialog', { name: `Stänga av ${name}?` });
    await confirm.getByRole('button', { name: 'Stäng av' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Avstängd');

    const listed = await gatewayApi<{ items: ListedUser[] }>(page, `/v1/Users?q=${username}`);
    expect(listed.items).toEqual([
      expect.objectContaining({ username, role: 'readOnly', disabled: true, invitationPending: true }),
    ]);
    // The administrator's own row offers nothing that would lock them out.
    await page.getByRole('searchbox', { name: 'Namn, användarnamn eller e-post' }).fill('kund');
    const own = page.getByRole('row').filter({ hasText: '(du)' });
    await expect(own).toContainText('Ändras av en annan administratör');
    await expect(own.getByRole('button')).toHaveCount(0);
  });

  test('creates an API key, copies it, a system calls with it, and after revoking cannot', async ({
    page,
    request,
  }) => {
    const keyName = `Ekonomisystemet ${Date.now()}`;
    await signInAsClientUser(page, 'kund');
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'API-nycklar' })
      .click();
    await expect(page).toHaveURL('/creditor/api-keys');
    await settled(page);
    await expect(page.getByText('Authorization: Bearer <din-nyckel>')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Öppna API-dokumentationen' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await expectNoViolations(page, 'API keys');

    await page.getByRole('button', { name: 'Skapa API-nyckel' }).click();
    const create = page.getByRole('dialog', { name: 'Skapa API-nyckel' });
    await create.getByLabel('Namn').fill(keyName);
    await create.getByLabel('Behörighet').selectOption('read');
    await create.getByRole('button', { name: 'Skapa nyckel' }).click();

    const made = page.getByRole('dialog', { name: 'Din nya API-nyckel' });
    await expect(made.getByText('Den visas bara en gång och kan inte visas igen.')).toBeVisible();
    const box = made.getByRole('textbox', { name: 'API-nyckel' });
    await expect(box).toHaveValue(/^fordra_/);
    const key = await box.inputValue();
    await settleAnimations(page);
    await expectNoViolations(page, 'API keys, the new key');
    await made.getByRole('button', { name: 'Kopiera API-nyckeln' }).click();
    await expect(page.getByText('Kopierat')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await made.getByRole('button', { name: 'Jag har sparat nyckeln' }).click();
    await expect(made).toBeHidden();

    // A system of the client, with the key and no session.
    const call = () =>
      request.get('/api/extgwapi/api/v1/CurrentUser', { headers: { Authorization: `Bearer ${key}` } });
    const answer = await call();
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ kind: 'apiKey', apiKey: { name: keyName, scope: 'read' } });

    const row = page.getByRole('row').filter({ hasText: keyName });
    await expect(row).toContainText('Läsa');
    await expect(row).toContainText(key.slice(0, 8));
    await row.getByRole('button', { name: `Återkalla ${keyName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Återkalla ${keyName}?` });
    await confirm.getByRole('button', { name: 'Återkalla' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Återkallad');
    await expect(row.getByRole('button')).toHaveCount(0);

    expect((await call()).status()).toBe(401);
  });
});

test('a user who is not an administrator is told that only administrators manage users and keys', async ({
  page,
}) => {
  await signInAsClientUser(page, 'kundlas');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(menu.getByRole('link', { name: 'Ärenden' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Användare' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'API-nycklar' })).toHaveCount(0);

  for (const [path, title] of [
    ['/creditor/users', 'Användare'],
    ['/creditor/api-keys', 'API-nycklar'],
  ] as const) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Bara administratörer kan hantera användare och API-nycklar.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
