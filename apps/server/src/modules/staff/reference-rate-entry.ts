/**
 * The reference rates in the back office: what staff see (the rates and the half-years up to today still
 * without one), and an admin's entry of a half-year's published rate or import of the Riksbank's series,
 * each audited with its source. Cases whose payments fall in a half-year that gets a rate are replayed in
 * the same transaction, so their stored allocation charges that half-year's interest.
 */
import type {
  EnterReferenceRateRequest,
  ImportReferenceRatesRequest,
  ImportReferenceRatesResponse,
  ReferenceRatesResponse,
} from '@fordra/contract';
import {
  isValidReferenceRate,
  nextHalfYear,
  parseReferenceRateFile,
  type ReferenceRate,
  referenceRatesToEnter,
} from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { caseIdsOnReferenceRatePaidIn } from '../../db/repositories/cases.ts';
import {
  insertReferenceRates,
  lockReferenceRate,
  lockReferenceRates,
  referenceRatesNewestFirst,
  upsertReferenceRate,
} from '../../db/repositories/reference-rates.ts';
import { ApiError } from '../../http/api-error.ts';
import { recomputeCases } from '../ledger/ledger-service.ts';
import { auditAction, type StaffActor } from './actions.ts';

/** The rates, newest first, and the half-years from the first row up to ISO day `today` without one. */
export async function listReferenceRates(
  db: Executor | Transaction,
  today: string,
): Promise<ReferenceRatesResponse> {
  const items = await referenceRatesNewestFirst(db);
  return { items, missing: referenceRatesToEnter(items, today) };
}

const invalidRate = () =>
  new ApiError(
    400,
    'InvalidReferenceRate',
    'A reference rate takes effect on 1 January or 1 July and lies from −5 % to 30 %, in whole basis points.',
    { field: 'validFrom' },
  );

/** Replays the cases following the reference rate that have a payment in a half-year of `halfYears`. */
async function replayCasesPaidIn(tx: Transaction, halfYears: readonly string[]): Promise<void> {
  if (halfYears.length === 0) return;
  const caseIds = await caseIdsOnReferenceRatePaidIn(
    tx,
    halfYears.map((start) => ({ from: start, until: nextHalfYear(start) })),
  );
  await recomputeCases(tx, caseIds);
}

/**
 * Enters (or corrects) the published rate of the half-year beginning ISO day `validFrom`, audited with the
 * rate it replaces and its source; the rows and the half-years still missing as of ISO day `today` after it.
 */
export async function enterReferenceRate(
  db: Executor,
  actor: StaffActor,
  validFrom: string,
  input: EnterReferenceRateRequest,
  today: string,
): Promise<ReferenceRatesResponse> {
  if (!isValidReferenceRate({ validFrom, rateBp: input.rateBp })) throw invalidRate();
  return db.transaction(async (tx) => {
    const before = await lockReferenceRate(tx, validFrom);
    await upsertReferenceRate(tx, { validFrom, rateBp: input.rateBp, source: input.source });
    await auditAction(tx, actor, {
      action: 'referenceRate.enter',
      entity: 'referenceRate',
      entityId: validFrom,
      debtorId: null,
      reason: input.source,
      details: { rateBp: input.rateBp, source: input.source, ...(before ? { before } : {}) },
    });
    if (before?.rateBp !== input.rateBp) await replayCasesPaidIn(tx, [validFrom]);
    return listReferenceRates(tx, today);
  });
}

/**
 * Imports the Riksbank's series (`parseReferenceRateFile`): the half-years not on file are added, those on
 * file at the same rate left; a file that is not the series, or that gives a half-year on file another
 * rate, is refused whole and changes nothing. Audited once, with the half-years added and the source.
 */
export async function importReferenceRates(
  db: Executor,
  actor: StaffActor,
  input: ImportReferenceRatesRequest,
  today: string,
): Promise<ImportReferenceRatesResponse> {
  const parsed = parseReferenceRateFile(input.content);
  if (!parsed.ok)
    throw new ApiError(
      400,
      'ReferenceRateFileRefused',
      `The file is not the Riksbank's series of reference rates (line ${parsed.problem.line}: ${parsed.problem.reason}); nothing was changed.`,
      { field: 'content' },
    );
  return db.transaction(async (tx) => {
    const onFile = new Map((await lockReferenceRates(tx)).map((row) => [row.validFrom, row.rateBp]));
    const added: ReferenceRate[] = [];
    for (const row of parsed.rows) {
      const known = onFile.get(row.validFrom);
      if (known === undefined) added.push(row);
      else if (known !== row.rateBp)
        throw new ApiError(
          409,
          'ReferenceRateDiffers',
          `The file gives the half-year beginning ${row.validFrom} a rate other than the one on file; nothing was changed. Correct it on its own.`,
          { field: 'content' },
        );
    }
    if (added.length > 0) {
      await insertReferenceRates(
        tx,
        added.map((row) => ({ ...row, source: input.source })),
      );
      await auditAction(tx, actor, {
        action: 'referenceRate.import',
        entity: 'referenceRate',
        entityId: added.map((row) => row.validFrom).join(','),
        debtorId: null,
        reason: input.source,
        details: { added, source: input.source },
      });
      await replayCasesPaidIn(
        tx,
        added.map((row) => row.validFrom),
      );
    }
    return {
      ...(await listReferenceRates(tx, today)),
      added: added.map((row) => row.validFrom),
      unchanged: parsed.rows.length - added.length,
    };
  });
}
