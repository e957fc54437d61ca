import { CASE_LETTER_KINDS, INSTALMENT_STATUSES, PLAN_STATUSES } from '@fordra/domain';
import i18next from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import type { LedgerWhat, TimelineWhat } from '../case-view.ts';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The words for what the server names by key: a ledger line, a letter, a plan's or instalment's status, an audit action. */
export function useCaseWords() {
  const { t } = useTranslation(['staff-case', 'creditor']);
  const day = useDayFormatter();
  return useMemo(
    () => ({
      ledger: (what: LedgerWhat) => {
        switch (what.kind) {
          case 'principal':
            return t('ledger.what.principal');
          case 'fee':
            return t(`ledger.fee.${what.feeType}`);
          case 'interest':
            return t('ledger.what.interest', { from: day(what.from, 'medium'), to: day(what.to, 'medium') });
          case 'payment':
            return t(`ledger.channel.${what.channel}`);
          case 'other':
            return `${t(`ledger.kind.${what.line}`)}: ${what.label}`;
        }
      },
      letter: (kind: string) => (isOneOf(CASE_LETTER_KINDS, kind) ? t(`documents.kind.${kind}`) : null),
      planStatus: (status: string) => (isOneOf(PLAN_STATUSES, status) ? t(`plan.status.${status}`) : status),
      instalmentStatus: (status: string) =>
        isOneOf(INSTALMENT_STATUSES, status) ? t(`plan.instalmentStatus.${status}`) : status,
      timeline: (what: TimelineWhat) => {
        switch (what.kind) {
          case 'action':
            return t(`timeline.action.${what.action}`);
          case 'paused':
            return t('timeline.paused', { day: day(what.resumeOn) });
          case 'decision':
            return t('timeline.decision', { decision: t(`decision.option.${what.decision}`) });
          case 'step':
            return t(`timeline.step.${what.step}`);
          case 'delivery': {
            const said = t(`timeline.delivery.${what.outcome}`, {
              channel: t(`delivery.channel.${what.channel}`),
              title: what.title,
            });
            const days = [
              what.postedOn && t('delivery.postedOn', { day: day(what.postedOn) }),
              what.deliveredOn && t('delivery.deliveredOn', { day: day(what.deliveredOn) }),
            ].filter(Boolean);
            return days.length > 0 ? `${said} (${days.join(', ')})` : said;
          }
          case 'other':
            return what.action;
        }
      },
    }),
    [t, day],
  );
}

/**
 * An error code from the server or the form in words: the case page's own words for the codes of
 * its actions, the `errors` namespace for the rest.
 */
export function useCodeText() {
  const { t } = useTranslation(['staff-case', 'errors']);
  return useCallback(
    (code: string) =>
      i18next.exists(`staff-case:codes.${code}`)
        ? t(`codes.${code}` as 'codes.DecisionDateInFuture')
        : t(errorMessageKey(code), { countryCode: '+46' }),
    [t],
  );
}
