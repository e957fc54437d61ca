import {
  caseObjectionsResponse,
  debtorObjectionsResponse,
  type Objection,
  objectionPaths,
  type Postponement,
} from '@fordra/contract';
import { addDays, OBJECTION_CLIENT_ANSWER_DAYS, stockholmDateTime } from '@fordra/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest, gatewayUrl } from '../api/api-client.ts';
import { pathWith } from '../api/path-params.ts';

export type DebtorObjections = z.infer<typeof debtorObjectionsResponse>;

/** Every objection and request for more time of the debtor: the lists and Home mark the held cases from it. */
export const debtorObjectionsQueryOptions = queryOptions({
  queryKey: ['objections', 'all'],
  queryFn: ({ signal }) =>
    gatewayRequest('GET', objectionPaths.debtorObjections, debtorObjectionsResponse, { signal }),
});

/** One case's objections and requests for more time, what holds it, and what more time the policy gives. */
export function caseObjectionsQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: ['objections', caseGuid],
    queryFn: ({ signal }) =>
      gatewayRequest(
        'GET',
        pathWith(objectionPaths.debtorCaseObjections, { caseGuid }),
        caseObjectionsResponse,
        { signal },
      ),
  });
}

/**
 * Where a case stands for the debtor, from its newest objection and newest request for more time: an
 * open objection holds it ("Disputed — collection paused"); an approved request holds it until its day.
 */
export type CaseStanding = {
  objection: Objection | null;
  postponement: Postponement | null;
};

const newest = <Item>(items: readonly Item[], at: (item: Item) => string): Item | null =>
  items.reduce<Item | null>((found, item) => (found && at(found) >= at(item) ? found : item), null);

export function caseStanding(
  caseGuid: string,
  lists: { objections: readonly Objection[]; postponements: readonly Postponement[] },
): CaseStanding {
  return {
    objection: newest(
      lists.objections.filter((item) => item.caseGuid === caseGuid),
      (item) => item.filedAt,
    ),
    postponement: newest(
      lists.postponements.filter((item) => item.caseGuid === caseGuid),
      (item) => item.requestedAt,
    ),
  };
}

/** The mark a case gets in lists: disputed, more time until a day, more time asked for, or none. */
export type StandingMark =
  | { kind: 'disputed' }
  | { kind: 'postponed'; until: string }
  | { kind: 'postponementPending'; until: string }
  | null;

export function standingMark({ objection, postponement }: CaseStanding, today: string): StandingMark {
  if (objection?.status === 'open') return { kind: 'disputed' };
  if (postponement?.status === 'approved' && postponement.newDueDate >= today)
    return { kind: 'postponed', until: postponement.newDueDate };
  if (postponement?.status === 'pending')
    return { kind: 'postponementPending', until: postponement.newDueDate };
  return null;
}

/** The day by which the debtor may expect the client's answer to an objection (YYYY-MM-DD). */
export function answerExpectedBy(objection: Objection): string {
  return addDays(stockholmDateTime(new Date(objection.filedAt)).date, OBJECTION_CLIENT_ANSWER_DAYS);
}

/** Where the debtor downloads a file of an objection: theirs, or one the creditor answered with. */
export function objectionFileUrl(objectionGuid: string) {
  return (attachmentGuid: string) =>
    gatewayUrl(pathWith(objectionPaths.debtorAttachment, { objectionGuid, attachmentGuid }));
}
