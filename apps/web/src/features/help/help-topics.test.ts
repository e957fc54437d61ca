import { FEE_TYPES } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/help.json';
import sv from '../../i18n/locales/sv/help.json';
import { feeSchedule, hasList, helpDocumentUrl, helpGroups } from './help-topics.ts';

describe('help topics', () => {
  it('have a question and an answer in Swedish and English, and a list where one is declared', () => {
    for (const catalogue of [sv, en]) {
      for (const topic of helpGroups.flatMap((group) => group.topics)) {
        const text = catalogue.topics[topic] as { question: string; answer: string[]; list?: string[] };
        expect(text.question, topic).not.toBe('');
        expect(text.answer.length, topic).toBeGreaterThan(0);
        expect(Boolean(text.list), topic).toBe(hasList(topic));
      }
    }
  });

  it('list every fee once, with its label', () => {
    expect(feeSchedule.map((fee) => fee.type).sort()).toEqual([...FEE_TYPES].sort());
    expect(feeSchedule.find((fee) => fee.type === 'collectionDemand')?.amount).toBe(18_000);
    for (const fee of feeSchedule) expect(sv.fees[fee.type].label).not.toBe('');
  });
});

describe('helpDocumentUrl', () => {
  it('asks for the document in the reader’s language', () => {
    expect(helpDocumentUrl('fee-schedule', 'en')).toBe('/api/help/documents/fee-schedule?lang=en');
    expect(helpDocumentUrl('how-to-pay', 'ar')).toBe('/api/help/documents/how-to-pay?lang=ar');
  });
});
