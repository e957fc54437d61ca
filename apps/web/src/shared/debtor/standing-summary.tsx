import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormatter, useDayFormatter } from '../format/date.ts';
import { useMoneyFormatter } from '../format/money.ts';
import { answerExpectedBy, type CaseStanding } from './debtor-objections.ts';

/**
 * Where a case's dispute or request for more time stands, in a sentence: filed on a day and answered by
 * when, or the creditor's answer and what it means; the newest of the two. Texts: `objections`.
 */
export function useStandingSentence() {
  const { t } = useTranslation('objections');
  const formatDate = useDateFormatter();
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return ({ objection, postponement }: CaseStanding, creditor: string): string | null => {
    const objectionFirst =
      objection &&
      (!postponement || objection.filedAt >= postponement.requestedAt || objection.status === 'open');
    if (objection && objectionFirst) {
      const { answer } = objection;
      if (objection.status === 'open' || !answer)
        return t('summary.open', {
          day: formatDate(new Date(objection.filedAt)),
          creditor,
          answerBy: day(answerExpectedBy(objection)),
        });
      const answered = formatDate(new Date(answer.answeredAt));
      if (objection.status === 'credited')
        return t('summary.credited', {
          day: answered,
          creditor,
          amount: money(answer.creditedAmount ?? 0, objection.currency),
        });
      return t(objection.status === 'withdrawn' ? 'summary.withdrawn' : 'summary.upheld', {
        day: answered,
        creditor,
      });
    }
    if (!postponement) return null;
    const until = day(postponement.newDueDate);
    if (postponement.status === 'approved') return t('summary.postponed', { day: until });
    if (postponement.status === 'pending') return t('summary.postponementPending', { day: until });
    return t('summary.postponementRejected', { day: until });
  };
}

/** The sentence of useStandingSentence as a paragraph; nothing when the case has neither. */
export function StandingSummary({ standing, creditor }: { standing: CaseStanding; creditor: string }) {
  const sentence = useStandingSentence()(standing, creditor);
  if (!sentence) return null;
  return (
    <Typography variant="body2" color="textSecondary">
      {sentence}
    </Typography>
  );
}
