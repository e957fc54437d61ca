/**
 * The demo world: who the demo debtors are and what they owe. Dates are days relative to the
 * day the database is seeded, so the demo always looks current.
 */
import {
  type CaseStatus,
  type Currency,
  DEMO_PROVIDER_ACCOUNTS,
  type FeeType,
  type ObjectionGround,
} from '@fordra/domain';

export const DEMO_PASSWORD = 'demo1234';

/** The provider's clients: companies that hand over their customers' unpaid invoices. */
export type DemoClient = {
  clientNumber: string;
  name: string;
  orgNumber: string;
  settlementBankgiro: string;
  email: string;
  phone: string;
  reminderFeeAgreed: boolean;
};

export const demoClients: DemoClient[] = [
  {
    clientNumber: '900100',
    name: 'Norrsken Kredithantering AB',
    orgNumber: '556677-8816',
    settlementBankgiro: '5555-5558',
    email: 'ekonomi@norrsken-kredit.example.se',
    phone: '08-522 100 00',
    reminderFeeAgreed: true,
  },
  {
    clientNumber: '900200',
    name: 'Sjöbris Fastigheter AB',
    orgNumber: '559034-0120',
    settlementBankgiro: '5050-1055',
    email: 'hyror@sjobris.example.se',
    phone: '0455-31 40 00',
    reminderFeeAgreed: false,
  },
];

export type DemoCreditor = {
  /** The client's number: whose creditor this is. */
  client: string;
  clientNumber: string;
  name: string;
  orgNumber: string;
  phone: string;
  swishPayee: string | null;
};

export const demoCreditors: DemoCreditor[] = [
  {
    client: '900100',
    clientNumber: '10041',
    name: 'Nordljus Energi AB',
    orgNumber: '556614-3201',
    phone: '0771-44 55 00',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
  {
    client: '900100',
    clientNumber: '10077',
    name: 'Kvarnby Bredband AB',
    orgNumber: '559127-0649',
    phone: '040-630 12 00',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
  {
    client: '900100',
    clientNumber: '10102',
    name: 'Hemmaplan Möbler AB',
    orgNumber: '556720-1479',
    phone: '031-700 88 10',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
  {
    client: '900100',
    clientNumber: '10150',
    name: 'Tandläkarna Vasastan AB',
    orgNumber: '556845-3301',
    phone: '08-31 22 40',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
  {
    client: '900100',
    clientNumber: '10233',
    name: 'Byggmaterial Norr AB',
    orgNumber: '556501-8826',
    phone: '060-12 34 00',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
  {
    client: '900100',
    clientNumber: '20011',
    name: 'Saaristo Rahoitus Oy',
    orgNumber: '556933-2611',
    phone: '+358 9 4155 2200',
    swishPayee: null,
  },
  {
    client: '900200',
    clientNumber: '30010',
    name: 'Sjöbris Fastigheter AB',
    orgNumber: '559034-0120',
    phone: '0455-31 40 00',
    swishPayee: DEMO_PROVIDER_ACCOUNTS.swishPayee,
  },
];

export type DemoCase = {
  creditor: string;
  status: CaseStatus;
  service: string;
  description: string;
  currency: Currency;
  /** Minor units. */
  principal: number;
  /** Days after the seed day (negative: in the past). */
  dueInDays: number;
  fees: { type: FeeType; inDays: number }[];
  payments: { inDays: number; amount: number | 'settle' }[];
  /** Paused by the handler `inDays` from the seed day (negative: in the past) until `resumeInDays`, and why. */
  pause?: { inDays: number; resumeInDays: number; reason: string };
  /**
   * The debtor's objection, filed `inDays` from the seed day and still waiting for the client's answer;
   * the case's status is `Disputed`, `statusBefore` the one it goes back to when the client upholds it.
   */
  objection?: {
    inDays: number;
    ground: ObjectionGround;
    text: string;
    statusBefore: CaseStatus;
  };
};

/** An instalment plan agreed `startInDays` from the seed day over some of the debtor's cases. */
export type DemoPlan = {
  caseIndexes: number[];
  months: number;
  startInDays: number;
  paidInstalments: number;
};

/** A proposal the debtor sent `inDays` from the seed day, waiting for a handler's decision. */
export type DemoProposal = { caseIndexes: number[]; months: number };

/** A thread the debtor started about one of their cases: messages oldest first, the last one waiting for an answer. */
export type DemoConversation = {
  caseIndex: number;
  subject: string;
  messages: { author: 'debtor' | 'provider'; inDays: number; body: string }[];
};

export type DemoDebtor = {
  username: string;
  kind: 'person' | 'company';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  identityNumber: string;
  email: string | null;
  cellularPhone: string | null;
  homePhone: string | null;
  workPhone: string | null;
  address: { street: string; postalCode: string; city: string };
  /** The language of the letters and messages, when not Swedish. */
  language?: string;
  cases: DemoCase[];
  plans?: DemoPlan[];
  proposal?: DemoProposal;
  conversations?: DemoConversation[];
  /** Shown in the README's table of demo logins. */
  about: string;
};

const nordljus = 'Nordljus Energi AB';
const kvarnby = 'Kvarnby Bredband AB';
const hemmaplan = 'Hemmaplan Möbler AB';
const tandlakarna = 'Tandläkarna Vasastan AB';
const byggmaterial = 'Byggmaterial Norr AB';
const saaristo = 'Saaristo Rahoitus Oy';
const sjobris = 'Sjöbris Fastigheter AB';

export const demoDebtors: DemoDebtor[] = [
  {
    username: 'demo',
    kind: 'person',
    firstName: 'Lars',
    lastName: 'Andersson',
    identityNumber: '19121212-1212',
    email: 'lars.andersson@example.se',
    cellularPhone: '+46701234567',
    homePhone: null,
    workPhone: null,
    address: { street: 'Storgatan 12', postalCode: '411 38', city: 'Göteborg' },
    about: 'private person with active cases in several statuses, closed cases, fees and payments',
    cases: [
      {
        creditor: nordljus,
        status: 'PreCollection',
        service: 'Påminnelse',
        description: 'Elräkning juli–augusti',
        currency: 'SEK',
        principal: 184_500,
        dueInDays: -40,
        fees: [{ type: 'reminder', inDays: -25 }],
        payments: [],
      },
      {
        creditor: kvarnby,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Bredband 250/250, kvartal 2',
        currency: 'SEK',
        principal: 329_000,
        dueInDays: -120,
        fees: [
          { type: 'reminder', inDays: -105 },
          { type: 'collectionDemand', inDays: -80 },
        ],
        payments: [{ inDays: -30, amount: 50_000 }],
      },
      {
        creditor: hemmaplan,
        status: 'Surveillance',
        service: 'Bevakning',
        description: 'Soffa Lund 3-sits, delbetalning',
        currency: 'SEK',
        principal: 1_240_000,
        dueInDays: -400,
        fees: [
          { type: 'reminder', inDays: -385 },
          { type: 'collectionDemand', inDays: -360 },
          { type: 'enforcementApplication', inDays: -300 },
        ],
        payments: [
          { inDays: -200, amount: 100_000 },
          { inDays: -60, amount: 100_000 },
        ],
      },
      {
        creditor: tandlakarna,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Tandvård, undersökning och lagning',
        currency: 'SEK',
        principal: 95_000,
        dueInDays: -200,
        fees: [{ type: 'reminder', inDays: -185 }],
        payments: [{ inDays: -150, amount: 'settle' }],
      },
      {
        creditor: nordljus,
        status: 'Credited',
        service: 'Påminnelse',
        description: 'Elräkning maj, krediterad',
        currency: 'SEK',
        principal: 49_900,
        dueInDays: -300,
        fees: [],
        payments: [],
      },
    ],
    conversations: [
      {
        caseIndex: 1,
        subject: 'Fråga om inkassoavgiften',
        messages: [
          {
            author: 'debtor',
            inDays: -6,
            body: 'Hej! Jag betalade 500 kr för en månad sedan. Varför är inkassoavgiften kvar?',
          },
          {
            author: 'provider',
            inDays: -5,
            body: 'Hej Lars! Betalningen gick först till avgifterna och räntan. Återstoden ser du under Ärenden.',
          },
          {
            author: 'debtor',
            inDays: -2,
            body: 'Tack. Kan jag få betala resten i två omgångar, halva nu och halva nästa månad?',
          },
        ],
      },
    ],
  },
  {
    username: 'foretag',
    kind: 'company',
    companyName: 'Bergström Bygg & Montage AB',
    identityNumber: '559048-1270',
    email: 'ekonomi@bergstrombygg.example.se',
    cellularPhone: '+46730112233',
    homePhone: null,
    workPhone: '+4660555120',
    address: { street: 'Industrivägen 7', postalCode: '856 33', city: 'Sundsvall' },
    about: 'company with a collection case and a case in legal proceedings',
    cases: [
      {
        creditor: byggmaterial,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Virke och byggskivor, order 44817',
        currency: 'SEK',
        principal: 4_875_000,
        dueInDays: -75,
        fees: [
          { type: 'reminder', inDays: -60 },
          { type: 'collectionDemand', inDays: -40 },
        ],
        payments: [],
      },
      {
        creditor: byggmaterial,
        status: 'Legal',
        service: 'Juridisk hantering',
        description: 'Ställningsmaterial, hyra mars–maj',
        currency: 'SEK',
        principal: 12_640_000,
        dueInDays: -230,
        fees: [
          { type: 'reminder', inDays: -215 },
          { type: 'collectionDemand', inDays: -190 },
          { type: 'enforcementApplication', inDays: -150 },
          { type: 'agentFee', inDays: -150 },
        ],
        payments: [{ inDays: -90, amount: 1_000_000 }],
      },
    ],
  },
  {
    username: 'valuta',
    kind: 'person',
    firstName: 'Sofia',
    lastName: 'Karlsson',
    identityNumber: '19850314-2385',
    email: 'sofia.karlsson@example.se',
    cellularPhone: null,
    homePhone: '+4640123456',
    workPhone: null,
    address: { street: 'Södra Förstadsgatan 41', postalCode: '211 43', city: 'Malmö' },
    about: 'private person with cases in SEK and EUR',
    cases: [
      {
        creditor: kvarnby,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Bredband 100/100, juni–augusti',
        currency: 'SEK',
        principal: 215_000,
        dueInDays: -95,
        fees: [
          { type: 'reminder', inDays: -80 },
          { type: 'collectionDemand', inDays: -60 },
        ],
        payments: [],
      },
      {
        creditor: saaristo,
        status: 'Inkasso',
        service: 'Inkasso',
        description: 'Hotel Saaristo, Helsinki, 2 nights',
        currency: 'EUR',
        principal: 42_000,
        dueInDays: -70,
        fees: [],
        payments: [{ inDays: -20, amount: 10_000 }],
      },
    ],
  },
  {
    username: 'plan',
    kind: 'person',
    firstName: 'Erik',
    lastName: 'Nilsson',
    identityNumber: '19770921-4576',
    email: 'erik.nilsson@example.se',
    cellularPhone: '+46705556677',
    homePhone: null,
    workPhone: '+4618471000',
    address: { street: 'Kungsgatan 58', postalCode: '753 21', city: 'Uppsala' },
    about: 'private person with an active instalment plan over two cases and a completed one',
    cases: [
      {
        creditor: hemmaplan,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Matbord ek med sex stolar',
        currency: 'SEK',
        principal: 1_890_000,
        dueInDays: -160,
        fees: [
          { type: 'reminder', inDays: -145 },
          { type: 'collectionDemand', inDays: -120 },
        ],
        payments: [],
      },
      {
        creditor: kvarnby,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Bredband och tv-paket, mars–maj',
        currency: 'SEK',
        principal: 412_500,
        dueInDays: -150,
        fees: [
          { type: 'reminder', inDays: -135 },
          { type: 'collectionDemand', inDays: -110 },
        ],
        payments: [],
      },
      {
        creditor: tandlakarna,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Tandvård, rotfyllning',
        currency: 'SEK',
        principal: 640_000,
        dueInDays: -420,
        fees: [
          { type: 'reminder', inDays: -405 },
          { type: 'collectionDemand', inDays: -380 },
        ],
        payments: [],
      },
    ],
    plans: [
      // Agreed 80 days ago over the two newest cases: three notices sent, two paid, the third due in ten days.
      { caseIndexes: [0, 1], months: 10, startInDays: -80, paidInstalments: 2 },
      // Agreed a year ago over the dental case and paid in full.
      { caseIndexes: [2], months: 4, startInDays: -360, paidInstalments: 4 },
    ],
  },
  {
    username: 'ny',
    kind: 'person',
    firstName: 'Emma',
    lastName: 'Lindberg',
    identityNumber: '19920605-3184',
    email: null,
    cellularPhone: '+46762223344',
    homePhone: null,
    workPhone: null,
    address: { street: 'Vasagatan 3 lgh 1102', postalCode: '722 15', city: 'Västerås' },
    about: 'private person with one new case: no closed cases, no payments',
    cases: [
      {
        creditor: nordljus,
        status: 'PreCollection',
        service: 'Påminnelse',
        description: 'Elräkning augusti',
        currency: 'SEK',
        principal: 79_900,
        dueInDays: -20,
        fees: [{ type: 'reminder', inDays: -6 }],
        payments: [],
      },
    ],
  },
  {
    username: 'amal',
    kind: 'person',
    firstName: 'Amal',
    lastName: 'Haddad',
    identityNumber: '19880417-2388',
    email: 'amal.haddad@example.se',
    cellularPhone: '+46735551122',
    homePhone: null,
    workPhone: null,
    address: { street: 'Rosengårdsvägen 8', postalCode: '214 68', city: 'Malmö' },
    language: 'ar',
    about: 'private person who reads Arabic: letters in Arabic, two cases in collection',
    cases: [
      {
        creditor: nordljus,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Elräkning januari–mars',
        currency: 'SEK',
        principal: 412_000,
        dueInDays: -95,
        fees: [
          { type: 'reminder', inDays: -80 },
          { type: 'collectionDemand', inDays: -60 },
        ],
        payments: [],
      },
      {
        creditor: kvarnby,
        status: 'PreCollection',
        service: 'Påminnelse',
        description: 'Bredband 100/100, oktober',
        currency: 'SEK',
        principal: 39_900,
        dueInDays: -30,
        fees: [{ type: 'reminder', inDays: -15 }],
        payments: [],
      },
    ],
  },
  {
    username: 'oskar',
    kind: 'person',
    firstName: 'Oskar',
    lastName: 'Lind',
    identityNumber: '19850923-4376',
    email: 'oskar.lind@example.se',
    cellularPhone: '+46709876543',
    homePhone: null,
    workPhone: null,
    address: { street: 'Ronnebygatan 21', postalCode: '371 33', city: 'Karlskrona' },
    about:
      'private person with cases of both demo clients: rent arrears for the second client, broadband for the first',
    cases: [
      {
        creditor: sjobris,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Hyra oktober, lägenhet 1204',
        currency: 'SEK',
        principal: 945_000,
        dueInDays: -55,
        fees: [{ type: 'collectionDemand', inDays: -20 }],
        payments: [{ inDays: -5, amount: 200_000 }],
      },
      {
        creditor: sjobris,
        status: 'PreCollection',
        service: 'Påminnelse',
        description: 'Hyra november, lägenhet 1204',
        currency: 'SEK',
        principal: 945_000,
        dueInDays: -22,
        fees: [],
        payments: [],
      },
      {
        creditor: kvarnby,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Bredband 500/500, kvartal 3',
        currency: 'SEK',
        principal: 59_700,
        dueInDays: -70,
        fees: [
          { type: 'reminder', inDays: -55 },
          { type: 'collectionDemand', inDays: -35 },
        ],
        payments: [],
      },
    ],
    // More months than Sjöbris approves at once (12): it waits for a handler.
    proposal: { caseIndexes: [0], months: 18 },
  },
  {
    username: 'tvist',
    kind: 'person',
    firstName: 'Henrik',
    lastName: 'Sjögren',
    identityNumber: '19790708-5018',
    email: 'henrik.sjogren@example.se',
    cellularPhone: '+46708899001',
    homePhone: null,
    workPhone: null,
    address: { street: 'Drottninggatan 88', postalCode: '702 10', city: 'Örebro' },
    about:
      'private person: a disputed case whose objection waits for the client (kund can answer it), and a case a handler paused',
    cases: [
      {
        creditor: tandlakarna,
        status: 'Disputed',
        service: 'Inkasso',
        description: 'Tandvård, implantat',
        currency: 'SEK',
        principal: 1_450_000,
        dueInDays: -90,
        fees: [
          { type: 'reminder', inDays: -75 },
          { type: 'collectionDemand', inDays: -55 },
        ],
        payments: [],
        objection: {
          inDays: -12,
          ground: 'faulty',
          text: 'Implantatet lossnade efter två veckor och fick göras om på en annan klinik. Jag betalar inte för ett arbete som inte höll.',
          statusBefore: 'Collection',
        },
      },
      {
        creditor: nordljus,
        status: 'Collection',
        service: 'Inkasso',
        description: 'Elräkning september',
        currency: 'SEK',
        principal: 215_500,
        dueInDays: -60,
        fees: [
          { type: 'reminder', inDays: -45 },
          { type: 'collectionDemand', inDays: -25 },
        ],
        payments: [],
        pause: {
          inDays: -3,
          resumeInDays: 25,
          reason: 'Gäldenären är inlagd på sjukhus; vi väntar tills han är hemma igen.',
        },
      },
    ],
  },
];

/**
 * Users of the clients: `kund` administers the client that collects for the creditors above,
 * `kundlas` only reads there, `kund2` administers the second client.
 */
export const demoClientUsers = [
  {
    username: 'kund',
    client: '900100',
    role: 'admin',
    displayName: 'Lena Berg',
    email: 'lena.berg@norrsken-kredit.example.se',
    /** She signs in with BankID as well. */
    identityNumber: '19800314-1689',
  },
  {
    username: 'kundlas',
    client: '900100',
    role: 'readOnly',
    displayName: 'Per Ek',
    email: 'per.ek@norrsken-kredit.example.se',
    identityNumber: null,
  },
  {
    username: 'kund2',
    client: '900200',
    role: 'admin',
    displayName: 'Sara Nilsson',
    email: 'sara.nilsson@sjobris.example.se',
    identityNumber: null,
  },
] as const;

/** The first client's API key, for trying the gateway from a client system (README). */
export const demoApiKey = {
  client: '900100',
  name: 'Demo integration',
  key: 'fordra_demo-key-of-the-first-client-0000000000',
} as const;

/** A case handler of the provider, who works the back office's queues. */
export const demoStaffAccount = {
  username: 'handlaggare',
  displayName: 'Karin Holm, handläggare',
  staffRole: 'handler',
} as const;

/** The provider's back-office administrator: clients' policies and staff accounts too. */
export const demoStaffAdmin = {
  username: 'chef',
  displayName: 'Maria Berg, administratör',
  staffRole: 'admin',
} as const;

/** A BgMax file Bankgirot's inbox received damaged (no opening record), refused whole. */
export const demoRefusedPaymentFile = {
  fileName: 'BGMAX_20_SKADAD.txt',
  content: '20991234560000000000000000000000000000000000000000000000000000000000000000000000\n',
} as const;

/** A login whose person has no cases with us: the unknown-user path. */
export const demoAccountWithoutDebtor = { username: 'okand', displayName: 'Okänd användare' };
