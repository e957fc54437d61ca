import { expect, test } from '@playwright/test';
import { expectSignedInHome, openPage, signIn } from './support.ts';

/*
 * The debtor's notifications in Settings, with `demo`. The code itself goes out by SMS through the delivery
 * worker, which a journey cannot read: confirming it, and a payment then recorded as a notification, are
 * the server test's (apps/server/src/modules/notifications/notifications.test.ts). Here: where the person
 * stands, the switches locked until the phone is verified, a code sent, and a wrong one refused.
 */
test('the debtor sends a code to verify their phone; the switches wait for it', async ({ page }) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  await openPage(page, '/settings');
  const card = page.getByRole('region', { name: 'Aviseringar' });
  await expect(card.getByRole('status').first()).toHaveText(/Du får inga aviseringar/);

  const sms = card.getByRole('region', { name: 'Sms' });
  await expect(sms.getByText('070-123 45 67')).toBeVisible();
  await expect(sms.getByText('Inte verifierad')).toBeVisible();
  const smsSwitch = card.getByRole('switch', { name: 'En betalning har registrerats via Sms' });
  await expect(smsSwitch).toBeDisabled();
  await expect(
    card.getByText('Sms-aviseringar kan slås på när ditt mobilnummer är verifierat.'),
  ).toBeVisible();

  await sms.getByRole('button', { name: 'Verifiera' }).click();
  await expect(
    sms.getByText('Vi har skickat en kod till 070-123 45 67. Den gäller i 15 minuter.'),
  ).toBeVisible();
  await sms.getByLabel('Kod').fill('12345x');
  await sms.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(sms.getByText('Koden stämmer inte. Kontrollera den och försök igen.')).toBeVisible();
  await expect(smsSwitch).toBeDisabled();
  await expect(smsSwitch).not.toBeChecked();
});
