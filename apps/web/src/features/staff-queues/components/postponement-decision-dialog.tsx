import type { staffPostponementItem } from '@fordra/contract';
import { daysBetween, POSTPONEMENT_MAX_DAYS, stockholmDateTime } from '@fordra/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { ReasonField } from '../../../shared/staff/reason-field.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { type PostponementDecision, useDecidePostponement } from '../api/queues.ts';

export type StaffPostponementItem = z.infer<typeof staffPostponementItem>;
type Decision = PostponementDecision['decision'];

function DecisionForm({
  item,
  titleId,
  onCancel,
  onDecided,
}: {
  item: StaffPostponementItem;
  titleId: string;
  onCancel: () => void;
  onDecided: (decision: Decision) => void;
}) {
  const { t } = useTranslation(['staff-queues', 'errors']);
  const day = useDayFormatter();
  const formatDate = useDateFormatter();
  const decide = useDecidePostponement();
  const labelId = useId();
  const errorId = useId();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'decision' | 'reason'; code: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!decision) {
      setProblem({ field: 'decision', code: 'DecisionRequired' });
      document.getElementById(`${titleId}-approve`)?.focus();
      return;
    }
    if (reason.trim() === '') {
      setProblem({ field: 'reason', code: 'ReasonRequired' });
      document.getElementById(`${titleId}-reason`)?.focus();
      return;
    }
    try {
      await decide.mutateAsync({ postponementGuid: item.postponementGuid, decision, reason: reason.trim() });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      if (error instanceof ApiError && error.field === 'reason') setProblem({ field: 'reason', code });
      else setFailure(t('postponements.decision.failed', { reason: t(errorMessageKey(code)) }));
      return;
    }
    onDecided(decision);
  };

  return (
    <DialogForm
      titleId={titleId}
      title={t('postponements.decision.title', { name: item.debtor.name })}
      intro={t('postponements.decision.intro', { days: POSTPONEMENT_MAX_DAYS, client: item.client.name })}
      failure={failure}
      cancelLabel={t('postponements.decision.cancel')}
      submitLabel={
        decision === 'reject'
          ? t('postponements.decision.submitReject')
          : t('postponements.decision.submitApprove')
      }
      pending={decide.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <DetailList>
        <DetailItem label={t('columns.case')}>{item.caseNumber}</DetailItem>
        <DetailItem label={t('postponements.previousDueDate')}>{day(item.previousDueDate)}</DetailItem>
        <DetailItem label={t('postponements.newDueDate')}>
          {t('postponements.newDueDateDays', {
            day: day(item.newDueDate),
            count: daysBetween(stockholmDateTime(new Date(item.requestedAt)).date, item.newDueDate),
          })}
        </DetailItem>
        <DetailItem label={t('postponements.requestedAt')}>
          {formatDate(new Date(item.requestedAt), 'mediumWithTime')}
        </DetailItem>
      </DetailList>
      <FormControl error={problem?.field === 'decision'}>
        <FormLabel id={labelId}>{t('postponements.decision.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          aria-describedby={problem?.field === 'decision' ? errorId : undefined}
          value={decision ?? ''}
          onChange={(event) => {
            setDecision(event.target.value as Decision);
            setProblem(null);
          }}
        >
          <FormControlLabel
            value="approve"
            control={<Radio id={`${titleId}-approve`} />}
            label={t('postponements.decision.approve')}
          />
          <FormControlLabel value="reject" control={<Radio />} label={t('postponements.decision.reject')} />
        </RadioGroup>
        {problem?.field === 'decision' && (
          <FormHelperText id={errorId} role="alert">
            {t('postponements.decision.choose')}
          </FormHelperText>
        )}
      </FormControl>
      <ReasonField
        id={`${titleId}-reason`}
        value={reason}
        hint={t('postponements.decision.reasonHint')}
        error={problem?.field === 'reason' ? t(errorMessageKey(problem.code)) : undefined}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
    </DialogForm>
  );
}

/** A request for more time outside the policy: the days asked for, then Approve or Refuse with a reason. */
export function PostponementDecisionDialog({
  item,
  onClose,
  onDecided,
}: {
  item: StaffPostponementItem | null;
  onClose: () => void;
  onDecided: (decision: Decision) => void;
}) {
  return (
    <FormDialog open={item !== null} openCount={item ? 1 : 0} onClose={onClose}>
      {(titleId) =>
        item && <DecisionForm item={item} titleId={titleId} onCancel={onClose} onDecided={onDecided} />
      }
    </FormDialog>
  );
}
