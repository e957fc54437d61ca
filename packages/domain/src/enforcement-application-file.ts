/**
 * The day's applications to Kronofogden for an order to pay (ansökan om betalningsföreläggande) as one
 * XML file, in Fordra's own documented format (docs/decisions/005-enforcement-application-file.md):
 * amounts in kronor as `xs:decimal` with two decimals, dates `YYYY-MM-DD`, every value escaped.
 */

import type { WithdrawalReason } from './enforcement.ts';
import { type FeeType, SEK_FEES } from './fees.ts';
import { addDays, isValidIsoDate } from './iso-date.ts';
import { assertMinor, type Currency, decimalString, sumByCurrency } from './money.ts';

/** The XML namespace of the format, versioned. */
export const ENFORCEMENT_FILE_NAMESPACE = 'urn:fordra:kronofogden:betalningsforelaggande:1';

/** A company with its Swedish organisation number (`NNNNNN-NNNN`). */
export type EnforcementOrganisation = { name: string; orgNumber: string };

export type EnforcementAddress = {
  careOf?: string | null;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** The filer and agent (ombud): the provider, who applies on the creditor's behalf. */
export type EnforcementAgent = EnforcementOrganisation & { address: EnforcementAddress; phone: string };

export type EnforcementDebtor = {
  kind: 'person' | 'company';
  name: string;
  /** Personnummer `YYYYMMDD-NNNN` or organisationsnummer `NNNNNN-NNNN`. */
  identityNumber: string;
  address: EnforcementAddress | null;
};

/** Late-payment interest on the principal: the reference rate plus a margin, or a fixed rate; both in basis points. */
export type EnforcementInterestRate =
  | { kind: 'reference'; marginBp: number }
  | { kind: 'fixed'; rateBp: number };

/** A fee line of the case still unpaid: its type, ISO day and amount in minor units. */
export type EnforcementCost = { type: FeeType; date: string; amount: number };

/** One application: amounts in minor units of `currency`, dates `YYYY-MM-DD`. */
export type EnforcementApplication = {
  /** The applicant's reference: the case number. */
  reference: string;
  creditor: EnforcementOrganisation;
  debtor: EnforcementDebtor;
  currency: Currency;
  /** The principal still owed, minor units. */
  principal: number;
  dueDate: string;
  /** Interest settled but unpaid (minor units) up to and including ISO day `until`; none when 0. */
  accruedInterest: { amount: number; until: string } | null;
  /** The rate of the interest that runs on the principal from the day after `accruedInterest.until` (or the due date). */
  interestRate: EnforcementInterestRate;
  costs: EnforcementCost[];
  basis: { invoiceNumber: string; invoiceDate: string; description: string };
};

/**
 * The withdrawal (återkallelse) of an application filed on ISO day `filedOn`, named by its reference
 * (the case number) and the debtor: the case was paid in full or entered an active plan.
 */
export type EnforcementWithdrawal = {
  reference: string;
  filedOn: string;
  debtor: Pick<EnforcementDebtor, 'kind' | 'name' | 'identityNumber'>;
  reason: WithdrawalReason;
};

/** The file's header: the business day it was made for, its number that day (1, 2, …), the filer. */
export type EnforcementBatchMeta = { businessDate: string; sequence: number; agent: EnforcementAgent };

// What each cost is called: the costs of collecting are a part claim of their own, each with its basis
// (`SEK_FEES`: the law, or the plan the debtor agreed to); the application fee and the agent fee are
// costs of the case.
const COLLECTION_COSTS: Partial<Record<FeeType, string>> = {
  reminder: 'Påminnelseavgift',
  collectionDemand: 'Inkassoavgift',
  planSetup: 'Avgift för upprättande av betalningsplan',
  instalmentNotice: 'Aviavgift',
  missedInstalmentReminder: 'Påminnelseavgift, delbetalning',
  latePaymentCompensation: 'Förseningsersättning',
};
const CASE_COSTS: Partial<Record<FeeType, 'Ansokningsavgift' | 'Ombudsarvode'>> = {
  enforcementApplication: 'Ansokningsavgift',
  agentFee: 'Ombudsarvode',
};

/** Whether a fee line of `type` is claimed in an application: collection costs and the case's costs, not Kronofogden's own fee. */
export function isApplicationCost(type: string): type is FeeType {
  return Object.hasOwn(COLLECTION_COSTS, type) || Object.hasOwn(CASE_COSTS, type);
}

// XML 1.0 can carry no other characters, not even as references: control characters, U+FFFE, U+FFFF and
// lone surrogates are dropped, since they carry no meaning in a name or a description.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A carriage return written as itself would reach the reader as a line feed.
  '\r': '&#13;',
};

/** `value` as XML character data or an attribute value. */
export function xmlEscape(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (character) => ENTITIES[character] ?? character);
}

type Node = { name: string; attributes?: Record<string, string>; text?: string; children?: (Node | null)[] };

function render(node: Node, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
    .join('');
  const children = (node.children ?? []).filter((child): child is Node => child !== null);
  if (children.length > 0) {
    const inner = children.map((child) => render(child, depth + 1)).join('');
    return `${indent}<${node.name}${attributes}>\n${inner}${indent}</${node.name}>\n`;
  }
  if (node.text === undefined) return `${indent}<${node.name}${attributes}/>\n`;
  return `${indent}<${node.name}${attributes}>${xmlEscape(node.text)}</${node.name}>\n`;
}

const leaf = (name: string, text: string, attributes?: Record<string, string>): Node => ({
  name,
  text,
  ...(attributes ? { attributes } : {}),
});

function checkDate(value: string, field: string): string {
  if (!isValidIsoDate(value)) throw new RangeError(`${field} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

function checkText(value: string, field: string): string {
  if (value.replace(NOT_XML, '').trim() === '') throw new RangeError(`${field} must not be empty`);
  return value.trim();
}

function amount(minor: number, field: string): string {
  assertMinor(minor, field);
  if (minor < 0) throw new RangeError(`${field} must not be negative, got ${minor}`);
  return decimalString(minor);
}

function address(value: EnforcementAddress): Node {
  return {
    name: 'Adress',
    children: [
      value.careOf ? leaf('CareOf', value.careOf) : null,
      leaf('Utdelningsadress', checkText(value.street, 'street')),
      leaf('Postnummer', checkText(value.postalCode, 'postal code')),
      leaf('Postort', checkText(value.city, 'city')),
      leaf('Land', checkText(value.country, 'country')),
    ],
  };
}

function organisation(name: string, value: EnforcementOrganisation, extra: (Node | null)[] = []): Node {
  return {
    name,
    children: [
      leaf('Namn', checkText(value.name, `${name} name`)),
      leaf('Organisationsnummer', checkText(value.orgNumber, `${name} organisation number`)),
      ...extra,
    ],
  };
}

/** The interest rate in percent with two decimals, as the reference rate and its margin or as a fixed rate. */
function rate(value: EnforcementInterestRate): Node {
  if (value.kind === 'reference')
    return {
      name: 'Referensranta',
      attributes: { tillaggProcent: amount(value.marginBp, 'interest margin') },
    };
  return { name: 'FastRanta', attributes: { procent: amount(value.rateBp, 'interest rate') } };
}

/** The application's total: principal, settled interest and costs, minor units. */
export function applicationTotal(application: EnforcementApplication): number {
  return (
    application.principal +
    (application.accruedInterest?.amount ?? 0) +
    application.costs.reduce((sum, cost) => sum + cost.amount, 0)
  );
}

function application(value: EnforcementApplication, agent: EnforcementAgent, index: number): Node {
  const at = `application ${index + 1} (${value.reference})`;
  const interestFrom = addDays(
    checkDate(value.accruedInterest?.until ?? value.dueDate, `${at} interest date`),
    1,
  );
  const costs = value.costs.map((cost) => {
    checkDate(cost.date, `${at} cost date`);
    if (!isApplicationCost(cost.type))
      throw new RangeError(`${at}: a ${cost.type} fee is no cost of an application`);
    return { ...cost, text: amount(cost.amount, `${at} ${cost.type}`) };
  });
  const basisText =
    `Kravet gäller ${checkText(value.basis.description, `${at} description`).replace(/\.+$/, '')}. ` +
    `Faktura ${checkText(value.basis.invoiceNumber, `${at} invoice number`)} daterad ` +
    `${checkDate(value.basis.invoiceDate, `${at} invoice date`)} med förfallodag ${value.dueDate}.`;
  return {
    name: 'Ansokan',
    children: [
      leaf('SokandensReferens', checkText(value.reference, 'reference')),
      organisation('Sokande', value.creditor),
      organisation('Ombud', agent, [
        address(agent.address),
        leaf('Telefon', checkText(agent.phone, 'phone')),
      ]),
      {
        name: 'Svarande',
        attributes: { typ: value.debtor.kind === 'person' ? 'Person' : 'Foretag' },
        children: [
          leaf('Identitetsnummer', checkText(value.debtor.identityNumber, `${at} identity number`)),
          leaf('Namn', checkText(value.debtor.name, `${at} debtor name`)),
          value.debtor.address ? address(value.debtor.address) : null,
        ],
      },
      {
        name: 'Fordran',
        attributes: { valuta: value.currency },
        children: [
          {
            name: 'Delkrav',
            attributes: { typ: 'Kapital' },
            children: [
              leaf('Belopp', amount(value.principal, `${at} principal`)),
              leaf('Forfallodag', checkDate(value.dueDate, `${at} due date`)),
              { name: 'Ranta', children: [leaf('FranOchMed', interestFrom), rate(value.interestRate)] },
            ],
          },
          value.accruedInterest && value.accruedInterest.amount > 0
            ? {
                name: 'Delkrav',
                attributes: { typ: 'UpplupenRanta' },
                children: [
                  leaf('Belopp', amount(value.accruedInterest.amount, `${at} accrued interest`)),
                  leaf('TillOchMed', value.accruedInterest.until),
                ],
              }
            : null,
          ...costs.flatMap((cost) => {
            const label = COLLECTION_COSTS[cost.type];
            if (label === undefined) return [];
            return [
              {
                name: 'Delkrav',
                attributes: { typ: 'Inkasso', avgift: cost.type },
                children: [
                  leaf('Belopp', cost.text),
                  leaf('Datum', cost.date),
                  leaf('Specifikation', `${label} enligt ${SEK_FEES[cost.type].source}`),
                ],
              },
            ];
          }),
          {
            name: 'Grund',
            children: [
              leaf('Fakturanummer', value.basis.invoiceNumber.trim()),
              leaf('Fakturadatum', value.basis.invoiceDate),
              leaf('Beskrivning', value.basis.description.trim()),
              leaf('GrundText', basisText),
            ],
          },
        ],
      },
      {
        name: 'Kostnader',
        children: costs.flatMap((cost) => {
          const kind = CASE_COSTS[cost.type];
          return kind === undefined ? [] : [leaf('Kostnad', cost.text, { typ: kind })];
        }),
      },
      leaf('Summa', amount(applicationTotal(value), `${at} total`), { valuta: value.currency }),
    ],
  };
}

const WITHDRAWAL_REASONS: Readonly<Record<EnforcementWithdrawal['reason'], string>> = {
  paid: 'Betald',
  plan: 'Avbetalningsplan',
  belowMinimum: 'Betald till under lägsta belopp före ansökan',
  recalled: 'Återkallad av borgenären',
  disputed: 'Fordran bestrids av gäldenären',
};

function withdrawal(value: EnforcementWithdrawal, index: number): Node {
  const at = `withdrawal ${index + 1} (${value.reference})`;
  return {
    name: 'Aterkallelse',
    children: [
      leaf('SokandensReferens', checkText(value.reference, 'reference')),
      leaf('AnsokanIngiven', checkDate(value.filedOn, `${at} filing date`)),
      {
        name: 'Svarande',
        attributes: { typ: value.debtor.kind === 'person' ? 'Person' : 'Foretag' },
        children: [
          leaf('Identitetsnummer', checkText(value.debtor.identityNumber, `${at} identity number`)),
          leaf('Namn', checkText(value.debtor.name, `${at} debtor name`)),
        ],
      },
      leaf('Orsak', WITHDRAWAL_REASONS[value.reason], { kod: value.reason }),
    ],
  };
}

/**
 * The file for `meta.businessDate` of `applications` and of `withdrawals` of applications filed
 * earlier (at least one of either), as a UTF-8 XML string: a header with the filer, each application,
 * each withdrawal, and a check of the counts and the applications' total per currency.
 */
export function writeEnforcementApplications(
  applications: readonly EnforcementApplication[],
  meta: EnforcementBatchMeta,
  withdrawals: readonly EnforcementWithdrawal[] = [],
): string {
  if (applications.length === 0 && withdrawals.length === 0)
    throw new RangeError('A file holds at least one application or withdrawal');
  if (!Number.isSafeInteger(meta.sequence) || meta.sequence < 1)
    throw new RangeError(`The file's sequence must be 1 or more, got ${meta.sequence}`);
  const totals = sumByCurrency(
    applications.map((value) => ({ currency: value.currency, amount: applicationTotal(value) })),
  );
  const root: Node = {
    name: 'BetalningsforelaggandeAnsokningar',
    attributes: { xmlns: ENFORCEMENT_FILE_NAMESPACE, version: '1' },
    children: [
      {
        name: 'Huvud',
        children: [
          organisation('Ingivare', meta.agent),
          leaf('Skapad', checkDate(meta.businessDate, 'business date')),
          leaf('Lopnummer', String(meta.sequence)),
        ],
      },
      ...applications.map((value, index) => application(value, meta.agent, index)),
      ...withdrawals.map(withdrawal),
      {
        name: 'Kontroll',
        children: [
          leaf('AntalAnsokningar', String(applications.length)),
          leaf('AntalAterkallelser', String(withdrawals.length)),
          ...totals.map((total) => leaf('Summa', decimalString(total.amount), { valuta: total.currency })),
        ],
      },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}`;
}
