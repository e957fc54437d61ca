import type { PlanProposalItem } from '@fordra/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { ReasonField } from '../../../shared/staff/reason-field.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { useDecidePlan } from '../api/queues.ts';
import { DebtorOverview } from './debtor-overview.tsx';
import { usePercentFormatter } from './percent.ts';
import { KeyboardHint } from './queue-page.tsx';
import { useNextItemKey } from './use-queue-keyboard.ts';

type Decision = 'accept' | 'reject';

/**
 * A waiting proposal's decision: the quote, its cases, the creditor's limits and which it did not
 * meet, the debtor's other cases and latest payments, then Accept or Reject with a reason. `n` goes to the queue's next proposal.
 */
function PlanDecisionForm({
  item,
  titleId,
  onCancel,
  onDecided,
  onNext,
}: {
  item: PlanProposalItem;
  titleId: string;
  onCancel: () => void;
  onDecided: () => void;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation(['staff-queues', 'errors']);
  const money = useMoneyFormatter();
  const percent = usePercentFormatter();
  const decide = useDecidePlan();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'decision' | 'reason'; code: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decisionLabelId = useId();
  const decisionErrorId = useId();
  useNextItemKey(onNext);

  const submit = async () => {
    setFailure(null);
    if (!decision) {
      setProblem({ field: 'decision', code: 'DecisionRequired' });
      document.getElementById(`${titleId}-accept`)?.focus();
      return;
    }
    if (reason.trim() === '') {
      setProblem({ field: 'reason', code: 'ReasonRequired' });
      document.getElementById(`${titleId}-reason`)?.focus();
      return;
    }
    try {
      await decide.mutateAsync({ planGuid: item.planGuid, decision, reason: reason.trim() });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      if (error instanceof ApiError && error.field === 'reason') setProblem({ field: 'reason', code });
      else setFailure(t('plans.decision.failed', { reason: t(errorMessageKey(code)) }));
      return;
    }
    onDecided();
  };

  const limits = item.policy;
  return (
    <DialogForm
      titleId={titleId}
      title={t('plans.decision.title', { name: item.debtor.name })}
      intro={t('plans.decision.intro', { creditor: item.creditorName, client: item.clientName })}
      failure={failure}
      cancelLabel={t('plans.decision.cancel')}
      submitLabel={
        decision === 'reject' ? t('plans.decision.submitReject') : t('plans.decision.submitAccept')
      }
      pending={decide.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      {onNext && <KeyboardHint itemPage />}
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 650 }}>
        {t('plans.decision.quote')}
      </Typography>
      <DetailList>
        <DetailItem label={t('columns.debtor')}>
          <bdi>{item.debtor.name}</bdi> ({item.debtor.identityNumber})
        </DetailItem>
        <DetailItem label={t('columns.total')}>{money(item.total, item.currency)}</DetailItem>
        <DetailItem label={t('columns.months')}>{t('plans.months', { count: item.months })}</DetailItem>
        <DetailItem label={t('plans.monthly')}>{money(item.monthlyAmount, item.currency)}</DetailItem>
        <DetailItem label={t('plans.rate')}>{percent(item.effectiveRateTenths / 1000)}</DetailItem>
        <DetailItem label={t('columns.cases')}>{item.caseNumbers.join(', ')}</DetailItem>
      </DetailList>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 650 }}>
        {t('plans.decision.policy', { creditor: item.creditorName })}
      </Typography>
      <DetailList>
        <DetailItem label={t('plans.policy.auto')}>
          {limits.autoApprovePlans ? t('plans.policy.on') : t('plans.policy.off')}
        </DetailItem>
        <DetailItem label={t('plans.policy.maxMonths')}>
          {t('plans.months', { count: limits.autoApproveMaxMonths })}
        </DetailItem>
        <DetailItem label={t('plans.policy.maxTotal')}>
          {money(limits.autoApproveMaxTotal, item.currency)}
        </DetailItem>
        <DetailItem label={t('plans.policy.notMet')}>
          {item.blockedBy.length === 0
            ? t('plans.policy.none')
            : item.blockedBy.map((block) => t(`block.${block}`)).join('; ')}
        </DetailItem>
      </DetailList>
      <DebtorOverview
        debtorGuid={item.debtor.debtorGuid}
        currentCases={item.caseNumbers}
        inProposal
        heading="h3"
      />
      <FormControl error={problem?.field === 'decision'} required>
        <FormLabel id={decisionLabelId}>{t('plans.decision.choice')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={decisionLabelId}
          aria-describedby={problem?.field === 'decision' ? decisionErrorId : undefined}
          value={decision ?? ''}
          onChange={(event) => {
            setDecision(event.target.value as Decision);
            if (problem?.field === 'decision') setProblem(null);
          }}
        >
          <FormControlLabel
            value="accept"
            control={<Radio id={`${titleId}-accept`} />}
            label={t('plans.decision.accept')}
          />
          <FormControlLabel value="reject" control={<Radio />} label={t('plans.decision.reject')} />
        </RadioGroup>
        {problem?.field === 'decision' && (
          <FormHelperText id={decisionErrorId} role="alert">
            {t('plans.decision.choose')}
          </FormHelperText>
        )}
      </FormControl>
      <ReasonField
        id={`${titleId}-reason`}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (problem?.field === 'reason') setProblem(null);
        }}
        error={problem?.field === 'reason' ? t(errorMessageKey(problem.code)) : undefined}
        hint={decision === 'reject' ? t('plans.decision.rejectReasonSent') : undefined}
      />
    </DialogForm>
  );
}

/** The decision of one proposal, in a dialog; `onNext` is null when no other proposal waits on the page. */
export function PlanDecisionDialog({
  item,
  onClose,
  onDecided,
  onNext,
}: {
  item: PlanProposalItem | null;
  onClose: () => void;
  onDecided: () => void;
  onNext: (() => void) | null;
}) {
  // While the dialog closes, it still shows the proposal it showed.
  const last = useRef(item);
  if (item) last.current = item;
  const shown = item ?? last.current;
  return (
    <FormDialog open={item !== null} openCount={0} onClose={onClose}>
      {(titleId) =>
        shown && (
          <PlanDecisionForm
            key={shown.planGuid}
            item={shown}
            titleId={titleId}
            onCancel={onClose}
            onDecided={onDecided}
            onNext={item ? onNext : null}
          />
        )
      }
    </FormDialog>
  );
}
