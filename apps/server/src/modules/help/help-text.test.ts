/**
 * What the fee schedule says of the law, in every language: no ordinance repealed in 2013 (förordning
 * (1981:1057), whose caps moved into lag (1981:739) 4 §), and the notice fee as a term of the plan the
 * debtor accepts, not as a statutory fee.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { FEE_TYPES } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import type { HelpText } from './help-text.ts';

const directory = new URL('./help-text/', import.meta.url);
const languages = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** Each language's word for an ordinance, as the repealed one was named, and for a plan's terms. */
const words: Record<string, { ordinance: string; terms: string }> = {
  sv: { ordinance: 'förordning', terms: 'villkor' },
  en: { ordinance: 'ordinance', terms: 'terms' },
  da: { ordinance: 'forordning', terms: 'vilkår' },
  no: { ordinance: 'forskrift', terms: 'vilkår' },
  fi: { ordinance: 'asetus', terms: 'ehto' },
  es: { ordinance: 'reglamento', terms: 'condiciones' },
  pl: { ordinance: 'rozporządzeni', terms: 'warunk' },
  rs: { ordinance: 'uredb', terms: 'uslov' },
  ar: { ordinance: 'اللائحة', terms: 'شروط' },
  fa: { ordinance: 'آیین‌نامه', terms: 'شرایط' },
  ckb: { ordinance: 'پەیڕەو', terms: 'مەرج' },
  so: { ordinance: 'xeerkiisa', terms: 'shuruud' },
};

const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}.json`, directory), 'utf8')) as HelpText;

describe('the fee schedule’s legal basis', () => {
  it('has all twelve languages', () => {
    expect(languages.sort()).toEqual(Object.keys(words).sort());
  });

  it.each(languages)('in %s names the act by its number and no repealed ordinance', (lang) => {
    const schedule = catalogue(lang)['fee-schedule'];
    const text = JSON.stringify(schedule).toLowerCase();
    expect(text).not.toContain('1981:1057');
    expect(text).not.toContain(words[lang]?.ordinance.toLowerCase());
    expect(schedule.intro).toContain('(1981:739)');
  });

  it.each(languages)('in %s calls the notice fee a term of the plan, and lists every fee', (lang) => {
    const paragraphs = catalogue(lang)['fee-schedule'].sections.flatMap((section) => section.paragraphs);
    const notice = paragraphs.find((paragraph) => paragraph.includes('{instalmentNotice}'));
    expect(notice?.toLowerCase()).toContain(words[lang]?.terms.toLowerCase());
    for (const type of FEE_TYPES) expect(paragraphs.join('\n')).toContain(`{${type}}`);
  });
});
