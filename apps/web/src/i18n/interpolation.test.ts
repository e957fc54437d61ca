import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { interpolationOptions } from './interpolation.ts';

const settings = {
  dialog: {
    invalidPhone: 'X {{countryCode}} Y',
    phoneHint: '{{domesticPhoneExample}} / {{internationalPhoneExample}}',
  },
};

async function instance(language: string) {
  const created = i18next.createInstance();
  await created.init({
    lng: language,
    ns: ['settings', 'common'],
    defaultNS: 'settings',
    resources: { [language]: { settings, common: { footer: { orgNumber: 'رقم التسجيل {{orgNumber}}' } } } },
    interpolation: interpolationOptions(() => created.language),
  });
  return created;
}

describe('interpolation', () => {
  it('isolates every value in a right-to-left language, so its characters keep their order', async () => {
    const arabic = await instance('ar');
    expect(arabic.t('common:footer.orgNumber', { orgNumber: '556677-8899' })).toBe(
      'رقم التسجيل \u2068556677-8899\u2069',
    );
    expect(arabic.t('settings:dialog.invalidPhone')).toBe('X \u2068+46\u2069 Y');
    expect(arabic.t('common:footer.orgNumber', { orgNumber: 'Nordljus Energi AB' })).toBe(
      'رقم التسجيل \u2068Nordljus Energi AB\u2069',
    );
  });

  it('leaves values as they are in a left-to-right language, and fills in the phone examples', async () => {
    const swedish = await instance('sv');
    expect(swedish.t('settings:dialog.phoneHint')).toBe('070-123 45 67 / +358 40 123 4567');
    expect(swedish.t('common:footer.orgNumber', { orgNumber: '556677-8899' })).toBe(
      'رقم التسجيل 556677-8899',
    );
  });
});
