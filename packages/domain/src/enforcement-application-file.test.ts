import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  applicationTotal,
  ENFORCEMENT_FILE_NAMESPACE,
  type EnforcementApplication,
  type EnforcementBatchMeta,
  isApplicationCost,
  writeEnforcementApplications,
  xmlEscape,
} from './enforcement-application-file.ts';

const meta: EnforcementBatchMeta = {
  businessDate: '2026-03-02',
  sequence: 1,
  agent: {
    name: 'Fordra Inkasso AB',
    orgNumber: '556677-8899',
    address: { street: 'Sveavägen 44', postalCode: '111 34', city: 'Stockholm', country: 'SE' },
    phone: '08-123 456 00',
  },
};

const consumer: EnforcementApplication = {
  reference: '2000123',
  creditor: { name: 'Hemmaplan Möbler AB', orgNumber: '556012-3456' },
  debtor: {
    kind: 'person',
    name: 'Anna Svensson',
    identityNumber: '19850314-2385',
    address: { careOf: null, street: 'Storgatan 1', postalCode: '411 01', city: 'Göteborg', country: 'SE' },
  },
  currency: 'SEK',
  principal: 1_234_550,
  dueDate: '2025-11-30',
  accruedInterest: null,
  interestRate: { kind: 'reference', marginBp: 800 },
  costs: [
    { type: 'reminder', date: '2025-12-15', amount: 6_000 },
    { type: 'collectionDemand', date: '2026-01-10', amount: 18_000 },
    { type: 'enforcementApplication', date: '2026-03-02', amount: 30_000 },
  ],
  basis: { invoiceNumber: 'F-2025-0042', invoiceDate: '2025-10-31', description: 'Soffa Lund 3-sits' },
};

/** A company whose every name and text holds what XML must escape, and letters outside Latin. */
const awkward: EnforcementApplication = {
  reference: '2000124',
  creditor: { name: 'Smith & Söner <Bygg> AB', orgNumber: '556123-4567' },
  debtor: {
    kind: 'company',
    name: 'O\'Brien "Quotes" & Δοκιμή Ωμέγα — مرحبا 株式会社',
    identityNumber: '559048-1270',
    address: {
      careOf: 'c/o Åsa & Örjan',
      street: 'Industrivägen 7 <b>',
      postalCode: '856 33',
      city: 'Sundsvall',
      country: 'SE',
    },
  },
  currency: 'SEK',
  principal: 4_875_005,
  dueDate: '2025-12-20',
  accruedInterest: { amount: 12_345, until: '2026-01-31' },
  interestRate: { kind: 'fixed', rateBp: 1_250 },
  costs: [
    { type: 'collectionDemand', date: '2026-01-10', amount: 18_000 },
    { type: 'enforcementApplication', date: '2026-03-02', amount: 30_000 },
    { type: 'agentFee', date: '2026-03-02', amount: 38_000 },
  ],
  basis: {
    invoiceNumber: 'A&B-<1>',
    invoiceDate: '2025-11-20',
    description: 'Virke "K-virke" 45×95 & skivor <brandklass>\u0007 för order 44817\r\nrad två',
  },
};

function parse(xml: string) {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (!root) throw new Error('No root element');
  return root;
}

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
function child(parent: Element, name: string): Element {
  const [found] = children(parent, name);
  if (!found) throw new Error(`No <${name}> in <${parent.localName}>`);
  return found;
}
const text = (parent: Element, ...path: string[]) =>
  path.reduce((element, name) => child(element, name), parent).textContent;

describe('writeEnforcementApplications', () => {
  const xml = writeEnforcementApplications([consumer, awkward], meta);
  const root = parse(xml);
  const [first, second] = children(root, 'Ansokan') as [Element, Element];

  it('writes a well-formed file in the format’s namespace with its header and check', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(root.localName).toBe('BetalningsforelaggandeAnsokningar');
    expect(root.namespaceURI).toBe(ENFORCEMENT_FILE_NAMESPACE);
    expect(text(root, 'Huvud', 'Ingivare', 'Organisationsnummer')).toBe('556677-8899');
    expect(text(root, 'Huvud', 'Skapad')).toBe('2026-03-02');
    expect(text(root, 'Huvud', 'Lopnummer')).toBe('1');
    expect(children(root, 'Ansokan')).toHaveLength(2);
    expect(text(root, 'Kontroll', 'AntalAnsokningar')).toBe('2');
    // 12 345,50 + 60 + 180 + 300 = 12 885,50; 48 750,05 + 123,45 + 180 + 300 + 380 = 49 733,50.
    expect(text(root, 'Kontroll', 'Summa')).toBe('62619.00');
    expect(child(child(root, 'Kontroll'), 'Summa').getAttribute('valuta')).toBe('SEK');
  });

  it('names applicant, agent and debtor with their numbers, the applicant’s reference being the case number', () => {
    expect(text(first, 'SokandensReferens')).toBe('2000123');
    expect(text(first, 'Sokande', 'Namn')).toBe('Hemmaplan Möbler AB');
    expect(text(first, 'Sokande', 'Organisationsnummer')).toBe('556012-3456');
    expect(text(first, 'Ombud', 'Namn')).toBe('Fordra Inkasso AB');
    expect(text(first, 'Ombud', 'Adress', 'Postort')).toBe('Stockholm');
    expect(child(first, 'Svarande').getAttribute('typ')).toBe('Person');
    expect(text(first, 'Svarande', 'Identitetsnummer')).toBe('19850314-2385');
    expect(text(first, 'Svarande', 'Adress', 'Utdelningsadress')).toBe('Storgatan 1');
    expect(children(child(child(first, 'Svarande'), 'Adress'), 'CareOf')).toEqual([]);
  });

  it('claims the principal in kronor with interest at the reference rate + 8 % from the day after the due date', () => {
    const claim = child(first, 'Fordran');
    expect(claim.getAttribute('valuta')).toBe('SEK');
    const [principal, ...rest] = children(claim, 'Delkrav') as [Element, ...Element[]];
    expect(principal.getAttribute('typ')).toBe('Kapital');
    expect(text(principal, 'Belopp')).toBe('12345.50');
    expect(text(principal, 'Forfallodag')).toBe('2025-11-30');
    expect(text(principal, 'Ranta', 'FranOchMed')).toBe('2025-12-01');
    expect(child(child(principal, 'Ranta'), 'Referensranta').getAttribute('tillaggProcent')).toBe('8.00');
    expect(
      rest.map((part) => [part.getAttribute('typ'), part.getAttribute('avgift'), text(part, 'Belopp')]),
    ).toEqual([
      ['Inkasso', 'reminder', '60.00'],
      ['Inkasso', 'collectionDemand', '180.00'],
    ]);
    expect(text(rest[1] as Element, 'Specifikation')).toContain('lag (1981:739)');
    expect(
      children(child(first, 'Kostnader'), 'Kostnad').map((cost) => [
        cost.getAttribute('typ'),
        cost.textContent,
      ]),
    ).toEqual([['Ansokningsavgift', '300.00']]);
    expect(text(first, 'Summa')).toBe('12885.50');
    expect(applicationTotal(consumer)).toBe(1_288_550);
  });

  it('states the basis of the claim: invoice number, date, description and a sentence the debtor understands', () => {
    expect(text(first, 'Fordran', 'Grund', 'Fakturanummer')).toBe('F-2025-0042');
    expect(text(first, 'Fordran', 'Grund', 'Fakturadatum')).toBe('2025-10-31');
    expect(text(first, 'Fordran', 'Grund', 'GrundText')).toBe(
      'Kravet gäller Soffa Lund 3-sits. Faktura F-2025-0042 daterad 2025-10-31 med förfallodag 2025-11-30.',
    );
  });

  it('reads back awkward names exactly: &, <, quotes, Greek, Arabic and Japanese letters', () => {
    expect(text(second, 'Sokande', 'Namn')).toBe('Smith & Söner <Bygg> AB');
    expect(text(second, 'Svarande', 'Namn')).toBe(awkward.debtor.name);
    expect(child(second, 'Svarande').getAttribute('typ')).toBe('Foretag');
    expect(text(second, 'Svarande', 'Adress', 'CareOf')).toBe('c/o Åsa & Örjan');
    expect(text(second, 'Svarande', 'Adress', 'Utdelningsadress')).toBe('Industrivägen 7 <b>');
    expect(text(second, 'Fordran', 'Grund', 'Fakturanummer')).toBe('A&B-<1>');
    // The bell character cannot be carried by XML 1.0 and is dropped; the carriage return survives.
    expect(text(second, 'Fordran', 'Grund', 'Beskrivning')).toBe(
      'Virke "K-virke" 45×95 & skivor <brandklass> för order 44817\r\nrad två',
    );
    expect(xml).not.toContain('\u0007');
    expect(xml).toContain('Smith &amp; Söner &lt;Bygg&gt; AB');
  });

  it('claims settled interest of its own and the running interest at a fixed rate from the day after', () => {
    const parts = children(child(second, 'Fordran'), 'Delkrav');
    const principal = parts[0] as Element;
    expect(text(principal, 'Belopp')).toBe('48750.05');
    expect(text(principal, 'Ranta', 'FranOchMed')).toBe('2026-02-01');
    expect(child(child(principal, 'Ranta'), 'FastRanta').getAttribute('procent')).toBe('12.50');
    const interest = parts.find((part) => part.getAttribute('typ') === 'UpplupenRanta') as Element;
    expect(text(interest, 'Belopp')).toBe('123.45');
    expect(text(interest, 'TillOchMed')).toBe('2026-01-31');
    expect(children(child(second, 'Kostnader'), 'Kostnad').map((cost) => cost.getAttribute('typ'))).toEqual([
      'Ansokningsavgift',
      'Ombudsarvode',
    ]);
    expect(text(second, 'Summa')).toBe('49733.50');
  });

  it('states each collection cost with its own basis: the notice fee as agreed in the plan, not by statute', () => {
    const planned: EnforcementApplication = {
      ...consumer,
      costs: [
        { type: 'instalmentNotice', date: '2026-01-20', amount: 6_000 },
        { type: 'latePaymentCompensation', date: '2026-01-10', amount: 45_000 },
        { type: 'enforcementApplication', date: '2026-03-02', amount: 30_000 },
        { type: 'agentFee', date: '2026-03-02', amount: 38_000 },
      ],
    };
    const [application] = children(parse(writeEnforcementApplications([planned], meta)), 'Ansokan');
    if (!application) throw new Error('No application');
    const parts = children(child(application, 'Fordran'), 'Delkrav').filter(
      (part) => part.getAttribute('typ') === 'Inkasso',
    );
    expect(parts.map((part) => [part.getAttribute('avgift'), text(part, 'Specifikation')])).toEqual([
      ['instalmentNotice', 'Aviavgift enligt avtal om avbetalningsplan med gäldenären'],
      [
        'latePaymentCompensation',
        'Förseningsersättning enligt lag (1981:739) om ersättning för inkassokostnader m.m. 4 a §',
      ],
    ]);
    expect(
      children(child(application, 'Kostnader'), 'Kostnad').map((cost) => [
        cost.getAttribute('typ'),
        cost.textContent,
      ]),
    ).toEqual([
      ['Ansokningsavgift', '300.00'],
      ['Ombudsarvode', '380.00'],
    ]);
  });

  it('keeps totals apart per currency', () => {
    const euro: EnforcementApplication = { ...consumer, reference: '2000125', currency: 'EUR', costs: [] };
    const check = child(parse(writeEnforcementApplications([consumer, euro], meta)), 'Kontroll');
    expect(children(check, 'Summa').map((sum) => [sum.getAttribute('valuta'), sum.textContent])).toEqual([
      ['SEK', '12885.50'],
      ['EUR', '12345.50'],
    ]);
  });

  it('withdraws an application filed earlier, naming the case, the debtor and why, beside the day’s applications', () => {
    const file = parse(
      writeEnforcementApplications([consumer], meta, [
        { reference: '2000099', filedOn: '2026-02-20', debtor: consumer.debtor, reason: 'paid' },
      ]),
    );
    const [withdrawn] = children(file, 'Aterkallelse') as [Element];
    expect(text(withdrawn, 'SokandensReferens')).toBe('2000099');
    expect(text(withdrawn, 'AnsokanIngiven')).toBe('2026-02-20');
    expect(text(withdrawn, 'Svarande', 'Identitetsnummer')).toBe(consumer.debtor.identityNumber);
    expect(text(withdrawn, 'Orsak')).toBe('Betald');
    expect(text(file, 'Kontroll', 'AntalAnsokningar')).toBe('1');
    expect(text(file, 'Kontroll', 'AntalAterkallelser')).toBe('1');
    // A day with withdrawals only still makes a file; its total counts applications alone.
    const only = parse(
      writeEnforcementApplications([], meta, [
        { reference: '2000099', filedOn: '2026-02-20', debtor: consumer.debtor, reason: 'plan' },
      ]),
    );
    expect(children(only, 'Ansokan')).toHaveLength(0);
    expect(text(only, 'Aterkallelse', 'Orsak')).toBe('Avbetalningsplan');
  });

  it('refuses what cannot be filed: no applications, fractions of öre, bad dates, empty names, Kronofogden’s own fee', () => {
    expect(() => writeEnforcementApplications([], meta)).toThrow(RangeError);
    expect(() => writeEnforcementApplications([{ ...consumer, principal: 10.5 }], meta)).toThrow(RangeError);
    expect(() => writeEnforcementApplications([{ ...consumer, principal: -1 }], meta)).toThrow(RangeError);
    expect(() => writeEnforcementApplications([{ ...consumer, dueDate: '2025-02-30' }], meta)).toThrow(
      RangeError,
    );
    expect(() =>
      writeEnforcementApplications([{ ...consumer, debtor: { ...consumer.debtor, name: ' \u0000 ' } }], meta),
    ).toThrow(RangeError);
    expect(() =>
      writeEnforcementApplications(
        [{ ...consumer, costs: [{ type: 'enforcementFee', date: '2026-03-02', amount: 60_000 }] }],
        meta,
      ),
    ).toThrow(/no cost of an application/);
    expect(() => writeEnforcementApplications([consumer], { ...meta, sequence: 0 })).toThrow(RangeError);
  });
});

describe('isApplicationCost', () => {
  it('claims collection costs and the case’s costs, never Kronofogden’s own fee', () => {
    expect(
      ['reminder', 'collectionDemand', 'enforcementApplication', 'agentFee'].every(isApplicationCost),
    ).toBe(true);
    expect(isApplicationCost('enforcementFee')).toBe(false);
    expect(isApplicationCost('toString')).toBe(false);
  });
});

describe('xmlEscape', () => {
  it('escapes the five XML characters and the carriage return, and drops what XML cannot carry', () => {
    expect(xmlEscape(`a&b<c>d"e'f\rg`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f&#13;g');
    expect(xmlEscape('x\u0000\u001f\uFFFE\uD800y\tz\n')).toBe('xy\tz\n');
    expect(xmlEscape('Ωμέγα 😀 مرحبا')).toBe('Ωμέγα 😀 مرحبا');
  });
});
