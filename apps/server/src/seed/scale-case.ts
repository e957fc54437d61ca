/**
 * One generated case for scale, as rows ready to insert: the case, its fee lines, payments and
 * letters (metadata only). Its balance columns and every payment's allocation are the replay of
 * its history by domain `computeCaseLedger`, exactly what `recomputeCase` would write (the same
 * `balanceColumns` and `allocationColumns`). A case the collection process moves is as a daily
 * process would have left it: every step its client's policy made due by today has been taken.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  CASE_STATE_AFTER_STEP,
  type CaseService,
  type CaseStatus,
  computeCaseLedger,
  daysBetween,
  type FeeType,
  feeAmount,
  interestSince,
  isActiveStatus,
  makeOcrReference,
  nextCaseStep,
  type ProcessPolicy,
  paidPerFeeLine,
  paperDelivery,
  type ReferenceRateTable,
  statutoryLateInterest,
} from '@fordra/domain';
import type { CaseFeeInsert, CaseInsert } from '../db/repositories/cases.ts';
import type { DeliveryInsert } from '../db/repositories/deliveries.ts';
import type { DocumentInsert } from '../db/repositories/letters.ts';
import type { PaymentInsert } from '../db/repositories/payments.ts';
import type { ProcessStepInsert } from '../db/repositories/process-steps.ts';
import { allocationColumns, balanceColumns } from '../modules/ledger/case-replay.ts';
import { caseInterestRate } from '../modules/ledger/reference-rates.ts';
import type { Random } from './scale-random.ts';
import { type ScaleCreditor, swedishMonths } from './scale-vocabulary.ts';

export type ScaleContext = {
  seed: number;
  /** The provider's bankgiro: debtors pay every case to it, with the case's OCR reference. */
  providerBankgiro: string;
  /** ISO day the data is generated on: every date lies before it. */
  today: string;
  /** The Riksbank's reference rates, which the statutory late-payment rate follows. */
  referenceRates: ReferenceRateTable;
  passwordHash: string;
  /** Each creditor with its client and the client's policy for the collection process. */
  creditors: readonly (ScaleCreditor & { id: string; clientId: string; policy: ProcessPolicy })[];
};

export type ScaleCaseRows = {
  case: CaseInsert;
  fees: CaseFeeInsert[];
  payments: PaymentInsert[];
  documents: DocumentInsert[];
  /** Each letter's delivery: generated history is posted on the day of its step. */
  deliveries: DeliveryInsert[];
  /** The process's steps its fee lines stand for, each taken on its fee's day, with its letter. */
  steps: ProcessStepInsert[];
};

/** How a case in each status came about: how long ago it fell due, its fee lines, its payments. */
type CaseProfile = {
  status: CaseStatus;
  service: CaseService;
  weight: number;
  /** Days between the due date and today. */
  dueDaysAgo: readonly [number, number];
  fees: readonly FeeType[];
  /** How many part payments (each at most a fifth of the principal, so the case stays open). */
  partPayments: readonly [number, number];
  /** Paid in full by a last payment, sometimes with a little too much (a credit). */
  settled?: boolean;
};

/** The statuses in which the collection process takes steps of its own. */
const MOVING: readonly CaseStatus[] = ['PreCollection', 'Collection', 'Inkasso'];

const profile = (
  status: CaseStatus,
  service: CaseService,
  weight: number,
  dueDaysAgo: readonly [number, number],
  fees: readonly FeeType[],
  partPayments: readonly [number, number],
  settled = false,
): CaseProfile => ({ status, service, weight, dueDaysAgo, fees, partPayments, settled });

const reminded: readonly FeeType[] = ['reminder'];
const demanded: readonly FeeType[] = ['reminder', 'collectionDemand'];
const enforced: readonly FeeType[] = [...demanded, 'enforcementApplication'];
const profiles: readonly CaseProfile[] = [
  profile('PreCollection', 'Påminnelse', 18, [16, 40], reminded, [0, 1]),
  profile('Collection', 'Inkasso', 22, [45, 240], demanded, [0, 3]),
  profile('Inkasso', 'Inkasso', 5, [45, 200], demanded, [0, 2]),
  profile('Surveillance', 'Bevakning', 8, [300, 1_200], enforced, [0, 4]),
  profile('Legal', 'Juridisk hantering', 5, [150, 500], [...enforced, 'agentFee'], [0, 2]),
  profile('Paid', 'Inkasso', 27, [60, 900], demanded, [0, 2], true),
  profile('Credited', 'Stängningsprocess', 8, [40, 700], [], [0, 0]),
  profile('Recalled', 'Stängningsprocess', 4, [40, 700], reminded, [0, 1]),
  profile('ClosedOtherReason', 'Stängningsprocess', 3, [40, 900], reminded, [0, 0]),
];

/**
 * Days after the due date on which each fee is charged (the plan fees are not generated); no two on
 * one day, so which fee line a payment pays first never depends on the order rows come back in.
 */
const FEE_DAY: Partial<Record<FeeType, number>> = {
  reminder: 15,
  collectionDemand: 35,
  enforcementApplication: 120,
  agentFee: 125,
};
/** The letter of each step, as the process issues it. */
const LETTERS: Record<RecordedStep, { kind: string; title: string }> = {
  reminder: { kind: 'reminder', title: 'Påminnelse' },
  collectionDemand: { kind: 'collectionDemand', title: 'Inkassokrav' },
  enforcementApplication: { kind: 'enforcementApplication', title: 'Ansökan till Kronofogden' },
};
/** Contractual late-payment rates some creditors agreed, basis points a year. */
const CONTRACT_RATES_BP = [1_200, 1_500, 1_800, 2_400];

const timestamp = (day: string, time: string) => new Date(`${day}T${time}Z`);

/** The steps the scale data takes and records; a second notice is left for the process. */
const RECORDED_STEPS = [
  'reminder',
  'collectionDemand',
  'enforcementApplication',
] as const satisfies FeeType[];
type RecordedStep = (typeof RECORDED_STEPS)[number];
const isRecordedStep = (action: string): action is RecordedStep =>
  (RECORDED_STEPS as readonly string[]).includes(action);

/** A step of the process taken on a case: what, and the day (it fell due and was taken). */
type TakenStep = { action: RecordedStep; date: string };

/**
 * Takes the steps (`nextCaseStep`) that the client's `policy` made due on a case on or before `today`,
 * each on its due day as a daily run would have, adding them to `history`; answers the status and
 * service they lead to (`CASE_STATE_AFTER_STEP`, as the process moves the case). A step the scale data does not record (a second notice) is left for the process.
 */
function takeDueSteps(
  start: { status: CaseStatus; service: CaseService },
  history: TakenStep[],
  dates: { dueDate: string; registrationDate: string; today: string },
  policy: ProcessPolicy,
  balance: number,
): { status: CaseStatus; service: CaseService } {
  let state = start;
  for (;;) {
    const step = nextCaseStep(
      {
        status: state.status,
        dueDate: dates.dueDate,
        registrationDate: dates.registrationDate,
        owes: true,
        balance,
        lastPaymentOn: null,
        lastDeductionOn: null,
        pausedUntil: null,
        pendingProposal: false,
        steps: history.map(({ action, date }) => ({ action, dueOn: date, takenOn: date })),
      },
      policy,
      dates.today,
    );
    if (!step || step.dueOn > dates.today || !isRecordedStep(step.action)) return state;
    history.push({ action: step.action, date: step.dueOn });
    state = step.action === 'reminder' ? state : CASE_STATE_AFTER_STEP[step.action];
  }
}

/** `count` different ISO days from `first` to `last` (inclusive), in order; fewer when the span is short. */
function distinctDays(random: Random, first: string, last: string, count: number): string[] {
  const span = daysBetween(first, last) + 1;
  if (span <= 0) return [];
  const offsets = new Set<number>();
  while (offsets.size < Math.min(count, span)) offsets.add(random.int(0, span - 1));
  return [...offsets].sort((a, b) => a - b).map((offset) => addDays(first, offset));
}

/** The rows of the case numbered `caseNumber` of debtor `debtorId`. */
export function generateScaleCase(
  random: Random,
  context: ScaleContext,
  debtorId: string,
  caseNumber: string,
): ScaleCaseRows {
  const { today } = context;
  const creditor = random.weighted(context.creditors);
  const {
    status: profiled,
    service: profiledService,
    dueDaysAgo,
    fees: feeTypes,
    partPayments,
    settled,
  } = random.weighted(profiles);
  const currency = creditor.currency;
  const dueDate = addDays(today, -random.int(...dueDaysAgo));
  // Log-uniform between 150 kr and 40 000 kr; most invoices are whole kronor.
  const principalKronor = Math.exp(Math.log(150) + random.next() * Math.log(40_000 / 150));
  const originalPrincipal = random.chance(0.7)
    ? Math.round(principalKronor) * 100
    : Math.round(principalKronor * 100);
  const registrationDate = addDays(dueDate, 10);
  const { rateBp: interestRateBp, marginBp: interestMarginBp } = random.chance(0.92)
    ? statutoryLateInterest(context.referenceRates, registrationDate)
    : { rateBp: random.pick(CONTRACT_RATES_BP), marginBp: null };
  const rate = caseInterestRate({ interestRateBp, interestMarginBp }, context.referenceRates);
  const caseId = randomUUID();
  const ocrReference = makeOcrReference(caseNumber);

  // The process's steps the profile stands for, then those due since; each charges its fee, if any in the currency.
  const history: TakenStep[] = feeTypes.flatMap((action) =>
    isRecordedStep(action) ? [{ action, date: addDays(dueDate, FEE_DAY[action] ?? 0) }] : [],
  );
  // No case is kept from Kronofogden here that the process would send: the balance it reads is at most
  // the principal with interest to today and every fee the case may carry.
  const balanceBound =
    originalPrincipal +
    interestSince({ remainingPrincipal: originalPrincipal, accruedUntil: dueDate }, rate, today) +
    [...feeTypes, 'reminder' as const, 'collectionDemand' as const].reduce(
      (sum, type) => sum + (feeAmount(type, currency) ?? 0),
      0,
    );
  const { status, service } = MOVING.includes(profiled)
    ? takeDueSteps(
        { status: profiled, service: profiledService },
        history,
        { dueDate, registrationDate, today },
        creditor.policy,
        balanceBound,
      )
    : { status: profiled, service: profiledService };
  const charged = [
    ...history.map(({ action, date }): { type: FeeType; date: string } => ({ type: action, date })),
    ...feeTypes
      .filter((type) => !isRecordedStep(type))
      .map((type) => ({ type, date: addDays(dueDate, FEE_DAY[type] ?? 0) })),
  ];
  const fees = charged.flatMap(({ type, date }) => {
    const amount = feeAmount(type, currency);
    return amount === null ? [] : [{ type, date, amount }];
  });
  const lastFeeDay =
    charged
      .map((fee) => fee.date)
      .sort()
      .at(-1) ?? dueDate;
  const settleDay = settled
    ? addDays(lastFeeDay, random.int(1, Math.max(1, daysBetween(lastFeeDay, today) - 1)))
    : null;
  const partDays = distinctDays(
    random,
    addDays(dueDate, 16),
    addDays(settleDay ?? today, -1),
    random.int(...partPayments),
  );
  const ledgerPayments = partDays.map((date) => ({
    date,
    amount: Math.max(1_000, Math.round((originalPrincipal * (0.05 + random.next() * 0.15)) / 100) * 100),
  }));
  const ledgerInput = {
    originalPrincipal,
    annualRateBasisPoints: rate,
    dueDate,
    fees: fees.map(({ date, amount }) => ({ date, amount })),
    payments: ledgerPayments,
  };
  if (settleDay) {
    const before = computeCaseLedger(ledgerInput);
    const owed =
      before.remainingPrincipal +
      before.remainingInterest +
      before.remainingFees +
      interestSince(before, rate, settleDay);
    const overpaid = random.chance(0.1) ? random.int(1, 200) * 100 : 0;
    ledgerPayments.push({ date: settleDay, amount: owed + overpaid });
  }
  const state = computeCaseLedger(ledgerInput);
  const lastEventDay = [lastFeeDay, ...partDays].sort().at(-1) ?? lastFeeDay;
  const closedOn =
    settleDay ?? addDays(lastEventDay, random.int(1, Math.max(1, daysBetween(lastEventDay, today))));
  const invoiceDate = addDays(dueDate, -30);

  const rows: ScaleCaseRows = {
    case: {
      id: caseId,
      caseNumber,
      debtorId,
      creditorId: creditor.id,
      clientId: creditor.clientId,
      status,
      service,
      invoiceNumber: `${random.int(100_000, 999_999)}-${dueDate.slice(0, 4)}`,
      invoiceDate,
      dueDate,
      registrationDate,
      description: creditor.describe(
        swedishMonths[Number(invoiceDate.slice(5, 7)) - 1] ?? '',
        random.int(100_000, 999_999),
      ),
      currency,
      originalPrincipal,
      interestRateBp,
      interestMarginBp,
      ...balanceColumns(state),
      ocrReference,
      bankgiro: context.providerBankgiro,
      closedAt: isActiveStatus(status) ? null : timestamp(closedOn, '10:00:00'),
      createdAt: timestamp(registrationDate, '07:00:00'),
    },
    fees: [],
    payments: [],
    documents: [],
    deliveries: [],
    steps: [],
  };
  const paidOnLines = paidPerFeeLine(
    fees.map((fee) => fee.amount),
    state.paidFees,
  );
  for (const [index, fee] of fees.entries()) {
    const paid = paidOnLines[index] ?? 0;
    rows.fees.push({
      caseId,
      type: fee.type,
      date: fee.date,
      currency,
      amount: fee.amount,
      paid,
      createdAt: timestamp(fee.date, '06:00:00'),
    });
  }
  for (const step of history) {
    const letter = LETTERS[step.action];
    const documentId = randomUUID();
    rows.steps.push({
      subjectKind: 'case',
      subjectId: caseId,
      caseId,
      action: step.action,
      dueOn: step.date,
      takenOn: step.date,
      documentId,
      createdAt: timestamp(step.date, '06:00:00'),
    });
    rows.documents.push({
      id: documentId,
      caseId,
      debtorId,
      kind: letter.kind,
      title: letter.title,
      fileName: `${letter.title}-${caseNumber}-${step.date}.pdf`,
      contentType: 'application/pdf',
      language: 'sv',
      sizeBytes: random.int(36_000, 52_000),
      content: null,
      createdAt: timestamp(step.date, '08:00:00'),
    });
    const posted = paperDelivery(step.date);
    rows.deliveries.push({
      debtorId,
      documentId,
      caseId,
      purpose: 'letter',
      channel: 'paper',
      status: 'sent',
      printDay: posted.sentOn,
      postedOn: posted.sentOn,
      sentOn: posted.sentOn,
      deliveredOn: posted.deliveredOn,
      createdAt: timestamp(step.date, '08:00:00'),
    });
  }
  for (const [i, payment] of ledgerPayments.entries()) {
    const allocation = state.allocations[i];
    if (!allocation) throw new Error(`Payment ${i} of case ${caseNumber} was not allocated`);
    const channel =
      currency !== 'SEK'
        ? 'other'
        : random.chance(0.25)
          ? 'swish'
          : random.chance(0.95)
            ? 'bankgiro'
            : 'other';
    rows.payments.push({
      caseId,
      debtorId,
      paymentDate: payment.date,
      currency,
      amount: payment.amount,
      paymentReference: ocrReference,
      channel,
      ...allocationColumns(allocation),
      externalId: null,
      createdAt: timestamp(payment.date, '12:00:00'),
    });
  }
  return rows;
}
