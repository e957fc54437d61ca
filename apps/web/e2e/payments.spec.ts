import type { RegisteredPayment } from '@fordra/contract';
import { groupForReading } from '@fordra/domain';
import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { expectSignedInHome, legacyApi, openPage, sek, signIn } from './support.ts';

type PaymentDetails = {
  payments: RegisteredPayment[];
  registration: { today: string; earliest: string; latest: string };
};

const weekdayAndDate = (iso: string) => format(new Date(`${iso}T12:00:00`), 'EEEE d MMMM', { locale: sv });

test('payments lists the registered payments and says when a payment made today is registered', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Betalningar' })
    .click();
  await expect(page).toHaveURL('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalningar' })).toBeVisible();

  const { payments, registration } = await legacyApi<PaymentDetails>(page, 'getPaymentDetails');
  expect(payments.length).toBeGreaterThan(0);
  await expect(
    page.getByText(
      `En betalning registreras inom 1–3 bankdagar. Om du betalar i dag registreras betalningen mellan ${weekdayAndDate(registration.earliest)} och ${weekdayAndDate(registration.latest)}.`,
    ),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Registrerade betalningar' });
  await expect(table.getByRole('row')).toHaveCount(payments.length + 1);
  for (const [index, payment] of payments.entries()) {
    const row = table.getByRole('row').nth(index + 1);
    await expect(row.getByText(sek(payment.amount))).toBeVisible();
    await expect(row.getByRole('link', { name: payment.creditorName })).toBeVisible();
    await expect(row.getByText(`Ärende ${payment.caseNumber}`)).toBeVisible();
    await expect(row.getByText(groupForReading(payment.paymentReference))).toBeVisible();
  }
});

test('a debtor without payments sees the empty state', async ({ page }) => {
  await signIn(page, 'ny');
  await expectSignedInHome(page, 'Emma');
  await openPage(page, '/payments');
  await expect(page.getByText('Du har inga registrerade betalningar.')).toBeVisible();
  await expect(page.getByText(/registreras inom 1–3 bankdagar/)).toBeVisible();
});
