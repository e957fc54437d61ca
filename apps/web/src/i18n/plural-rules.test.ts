import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyLocalePluralRules } from './plural-rules.ts';

const home = {
  summary: {
    activeCases_one: '{{count}} predmet',
    activeCases_few: '{{count}} predmeta',
    activeCases_other: '{{count}} predmeta (other)',
  },
};

describe('plural rules', () => {
  it('follow Serbo-Croatian rules for our code rs', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'rs', ns: ['home'], defaultNS: 'home', resources: { rs: { home } } });
    applyLocalePluralRules(instance);
    const activeCases = (count: number) => instance.t('home:summary.activeCases', { count });
    expect(activeCases(1)).toBe('1 predmet');
    expect(activeCases(3)).toBe('3 predmeta');
    expect(activeCases(5)).toBe('5 predmeta (other)');
    expect(activeCases(21)).toBe('21 predmet');
  });
});
