import { expect, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { catalogueText, languageButton, openPage, signInInAnyLanguage } from './support.ts';

for (const language of ['sv', 'ar'] as const) {
  test.describe(`every page in ${language} meets WCAG 2.1 AA`, () => {
    // Axe reads the whole page in the browser; beside the other journeys on two cores a few pages take
    // most of a minute, so these tests have a time limit of their own, far above that.
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL ?? '' }]);
    });

    test('the pages before signing in', async ({ page }) => {
      for (const path of ['/auth/signin', '/auth/error?error=UnknownUser', '/accessibility']) {
        await openPage(page, path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expectNoViolations(page, `${language} ${path}`);
      }
    });

    // A few pages to a test, so that each test stays far inside its time limit on a busy machine.
    const debtorPageGroups = [
      ['/', '/cases', '/cases?tab=closed'],
      ['/payments', '/plans', '/plans?tab=closed'],
      ['/contact', '/help', '/settings', '/no-such-page'],
    ];
    for (const paths of debtorPageGroups) {
      test(`the debtor pages ${paths.join(' ')}`, async ({ page }) => {
        await signInInAnyLanguage(page, 'plan');
        for (const path of paths) {
          await openPage(page, path);
          await settled(page);
          await expectNoViolations(page, `${language} ${path}`);
        }
      });
    }

    test('case details', async ({ page }) => {
      await signInInAnyLanguage(page, 'plan');
      await openPage(page, '/cases');
      await page.locator('#main-content a[href^="/cases/"]').first().click();
      await settled(page);
      await expectNoViolations(page, `${language} case details`);
    });

    test('the plan wizard, the menu on a phone and the language menu', async ({ page }) => {
      await signInInAnyLanguage(page, 'valuta');
      await openPage(page, '/plans/new');
      await settled(page);
      await expectNoViolations(page, `${language} plan wizard: cases`);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: catalogueText(language, 'plans', 'new.next') }).click();
      await settleAnimations(page);
      await expectNoViolations(page, `${language} plan wizard: calculator`);
      await page.getByRole('button', { name: catalogueText(language, 'plans', 'new.next') }).click();
      await settleAnimations(page);
      await expectNoViolations(page, `${language} plan wizard: terms`);

      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, '/');
      await settled(page);
      await page.getByRole('button', { name: catalogueText(language, 'common', 'nav.open') }).click();
      await expect(page.locator('.MuiDrawer-modal .MuiDrawer-paper')).toBeVisible();
      await settleAnimations(page);
      await expectNoViolations(page, `${language} phone menu`);
      await page.keyboard.press('Escape');
      // "Change language. Now: …": the text before the current language's name.
      await languageButton(page, language).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settleAnimations(page);
      await expectNoViolations(page, `${language} language menu`);
    });
  });
}
