/**
 * The demo invoice ledger: the clients' own customers and the invoices the provider sends for them,
 * in every state (open, reminded, paid, credited, handed over to collection). Maria Sandberg (`faktura`)
 * holds invoices only and logs in like any debtor. Dates are days relative to the seed day.
 */
import { addDays, debtorDisplayName, feeAmount, makeOcrReference } from '@fordra/domain';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import { caseIdByDescription } from '../db/repositories/cases.ts';
import { creditorOfClientByName } from '../db/repositories/clients.ts';
import {
  addDebtor,
  addDebtorAddress,
  addDebtorLogin,
  debtorIdByIdentityNumber,
} from '../db/repositories/debtors.ts';
import {
  addCustomer,
  addInvoice,
  addInvoiceTransactions,
  type InvoiceStatus,
  type InvoiceTransactionInsert,
  nextInvoiceReferenceNumber,
} from '../db/repositories/invoices.ts';
import { recordTakenStep } from '../modules/engine/record-step.ts';
import { issueInvoiceLetter } from '../modules/letters/invoice-letters.ts';

type Status = InvoiceStatus;

type DemoInvoice = {
  number: string;
  description: string;
  /** Minor units. */
  amount: number;
  issuedInDays: number;
  dueInDays: number;
  status: Status;
  /** For a handed-over invoice: the description of the customer's case it became. */
  becameCase?: string;
};

type DemoCustomer = {
  client: string;
  creditor: string;
  customerNumber: string;
  /** An existing demo debtor, by identity number, or a new one. */
  identityNumber: string;
  newDebtor?: {
    kind: 'person' | 'company';
    firstName?: string;
    lastName?: string;
    companyName?: string;
    email: string;
    cellularPhone: string;
    address: { street: string; postalCode: string; city: string };
    /** A login of their own (password `demo1234`). */
    username?: string;
  };
  invoices: DemoInvoice[];
};

export const demoLedger: DemoCustomer[] = [
  {
    client: '900100',
    creditor: 'Nordljus Energi AB',
    customerNumber: 'K-50211',
    identityNumber: '19910726-4625',
    newDebtor: {
      kind: 'person',
      firstName: 'Maria',
      lastName: 'Sandberg',
      email: 'maria.sandberg@example.se',
      cellularPhone: '+46736667788',
      address: { street: 'Drottninggatan 55', postalCode: '252 21', city: 'Helsingborg' },
      username: 'faktura',
    },
    invoices: [
      {
        number: 'NE-24-8811',
        description: 'Elräkning november',
        amount: 89_500,
        issuedInDays: -8,
        dueInDays: 22,
        status: 'Open',
      },
      {
        number: 'NE-24-8102',
        description: 'Elräkning oktober',
        amount: 124_900,
        issuedInDays: -38,
        dueInDays: -8,
        status: 'Reminded',
      },
      {
        number: 'NE-24-7544',
        description: 'Elräkning september',
        amount: 45_000,
        issuedInDays: -68,
        dueInDays: -38,
        status: 'Paid',
      },
    ],
  },
  {
    client: '900100',
    creditor: 'Kvarnby Bredband AB',
    customerNumber: 'KB-1188',
    identityNumber: '559211-0349',
    newDebtor: {
      kind: 'company',
      companyName: 'Café Linnea AB',
      email: 'kontakt@cafelinnea.example.se',
      cellularPhone: '+46708112233',
      address: { street: 'Linnégatan 9', postalCode: '413 04', city: 'Göteborg' },
    },
    invoices: [
      {
        number: 'KB-24-3301',
        description: 'Företagsbredband december',
        amount: 69_900,
        issuedInDays: -5,
        dueInDays: 25,
        status: 'Open',
      },
      {
        number: 'KB-24-2207',
        description: 'Felaktig debitering, krediterad',
        amount: 34_900,
        issuedInDays: -50,
        dueInDays: -20,
        status: 'Credited',
      },
    ],
  },
  {
    client: '900100',
    creditor: 'Kvarnby Bredband AB',
    customerNumber: 'KB-0742',
    identityNumber: '19850923-4376',
    invoices: [
      {
        number: 'KB-24-1420',
        description: 'Bredband 500/500, kvartal 3',
        amount: 59_700,
        issuedInDays: -100,
        dueInDays: -70,
        status: 'HandedOver',
        becameCase: 'Bredband 500/500, kvartal 3',
      },
    ],
  },
  {
    client: '900200',
    creditor: 'Sjöbris Fastigheter AB',
    customerNumber: 'L-1204',
    identityNumber: '19850923-4376',
    invoices: [
      {
        number: 'SF-1204-10',
        description: 'Hyra oktober, lägenhet 1204',
        amount: 945_000,
        issuedInDays: -75,
        dueInDays: -55,
        status: 'HandedOver',
        becameCase: 'Hyra oktober, lägenhet 1204',
      },
      {
        number: 'SF-1204-12',
        description: 'Hyra december, lägenhet 1204',
        amount: 945_000,
        issuedInDays: -10,
        dueInDays: 7,
        status: 'Open',
      },
    ],
  },
];

export async function seedDemoLedger(
  db: Executor,
  options: { today: string; passwordHash: string; provider: Config['provider'] },
): Promise<void> {
  const { today } = options;
  for (const entry of demoLedger) {
    const owner = await creditorOfClientByName(db, entry.client, entry.creditor);
    if (!owner) throw new Error(`No demo creditor ${entry.creditor} of client ${entry.client}`);
    const debtorId = await debtorOf(db, entry, options.passwordHash);
    const customerId = await addCustomer(db, {
      clientId: owner.clientId,
      debtorId,
      customerNumber: entry.customerNumber,
    });
    if (!customerId) throw new Error('Customer not stored');
    for (const invoice of entry.invoices) {
      const issued = addDays(today, invoice.issuedInDays);
      const due = addDays(today, invoice.dueInDays);
      const reminderFee =
        invoice.status === 'Reminded' && owner.reminderFeeAgreed ? (feeAmount('reminder', 'SEK') ?? 0) : 0;
      const caseId = invoice.becameCase
        ? await caseIdByDescription(db, {
            debtorId,
            clientId: owner.clientId,
            description: invoice.becameCase,
          })
        : undefined;
      const numbered = await nextInvoiceReferenceNumber(db, owner.clientId);
      const invoiceId = await addInvoice(db, {
        clientId: owner.clientId,
        creditorId: owner.creditorId,
        customerId,
        debtorId,
        invoiceNumber: invoice.number,
        invoiceDate: issued,
        dueDate: due,
        description: invoice.description,
        currency: 'SEK',
        amount: invoice.amount,
        paid: invoice.status === 'Paid' ? invoice.amount : 0,
        credited: invoice.status === 'Credited' ? invoice.amount : 0,
        fees: reminderFee,
        status: invoice.status,
        ocrReference: makeOcrReference(numbered ?? ''),
        bankgiro: options.provider.bankgiros[0],
        caseId: caseId ?? null,
      });
      if (!invoiceId) throw new Error('Invoice not stored');
      const transactions: {
        type: InvoiceTransactionInsert['type'];
        date: string;
        amount: number;
      }[] = [{ type: 'Issued', date: issued, amount: invoice.amount }];
      if (invoice.status === 'Paid')
        transactions.push({ type: 'Paid', date: addDays(due, -2), amount: invoice.amount });
      if (invoice.status === 'Credited')
        transactions.push({ type: 'Credited', date: addDays(issued, 6), amount: invoice.amount });
      if (invoice.status === 'Reminded' || invoice.status === 'HandedOver')
        transactions.push({ type: 'Reminder', date: addDays(due, 7), amount: reminderFee });
      if (invoice.status === 'HandedOver')
        transactions.push({ type: 'HandedToCollection', date: addDays(due, 10), amount: invoice.amount });
      await addInvoiceTransactions(
        db,
        transactions.map((t) => ({ ...t, invoiceId })),
      );
      await issueInvoiceLetter(db, options.provider, invoiceId, 'onFirstUse');
      if (invoice.status === 'Reminded')
        await recordTakenStep(db, {
          subjectKind: 'invoice',
          subjectId: invoiceId,
          caseId: null,
          action: 'invoiceReminder',
          day: addDays(due, 7),
        });
    }
  }
}

/** The existing debtor with the entry's identity number, or a new one (with a login when it has one). */
async function debtorOf(db: Executor, entry: DemoCustomer, passwordHash: string): Promise<string> {
  const known = await debtorIdByIdentityNumber(db, entry.identityNumber);
  if (known) return known;
  const fresh = entry.newDebtor;
  if (!fresh) throw new Error(`No demo debtor ${entry.identityNumber}`);
  const debtorId = await addDebtor(db, {
    kind: fresh.kind,
    firstName: fresh.firstName ?? null,
    lastName: fresh.lastName ?? null,
    companyName: fresh.companyName ?? null,
    identityNumber: entry.identityNumber,
    email: fresh.email,
    cellularPhone: fresh.cellularPhone,
  });
  if (!debtorId) throw new Error('Debtor not stored');
  await addDebtorAddress(db, { debtorId, ...fresh.address });
  if (fresh.username) {
    const displayName = debtorDisplayName(fresh);
    await addDebtorLogin(db, { username: fresh.username, displayName, passwordHash, debtorId });
  }
  return debtorId;
}
