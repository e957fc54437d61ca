import { addDays, parseKronor, stockholmDateTime } from '@fordra/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { type CaseAction, useCaseAction } from '../api/case-objections.ts';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';

type Field = 'reason' | 'resumeOn' | 'amount';
type Problem = { field: Field; code: string };

/**
 * One action on a case, each with the user's reason (kept in the audit log): pause (until a day, or a
 * year), resume, recall the case, or credit it wholly or in part.
 */
function CaseActionFormBody({
  item,
  action,
  titleId,
  onCancel,
  onDone,
}: {
  item: CreditorCaseDetails['case'];
  action: CaseAction;
  titleId: string;
  onCancel: () => void;
  onDone: (action: CaseAction) => void;
}) {
  const { t } = useTranslation(['creditor-cases', 'errors']);
  const money = useMoneyFormatter();
  const run = useCaseAction();
  const id = useId();
  const today = stockholmDateTime(new Date()).date;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [resumeOn, setResumeOn] = useState('');
  const [creditAll, setCreditAll] = useState(false);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const max = money(item.remainingAmount, item.currency);

  const show = (found: Problem) => {
    setProblem(found);
    document.getElementById(`${id}-${found.field}`)?.focus();
  };
  const fieldError = (field: Field) =>
    problem?.field === field ? t(errorMessageKey(problem.code)) : undefined;

  const submit = async () => {
    setFailure(null);
    const minor = parseKronor(amount);
    if (action === 'credit' && !creditAll && (minor === null || minor <= 0))
      return show({ field: 'amount', code: 'InvalidAmount' });
    if (reason.trim() === '') return show({ field: 'reason', code: 'ReasonRequired' });
    try {
      await run.mutateAsync({
        caseGuid: item.caseGuid,
        action,
        reason: reason.trim(),
        ...(action === 'pause' && resumeOn !== '' && { resumeOn }),
        ...(action === 'credit' && !creditAll && minor !== null && { amount: minor }),
        idempotencyKey,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const code = apiError?.code ?? 'Unknown';
      if (apiError?.field === 'reason') return show({ field: 'reason', code });
      if (apiError?.field === 'resumeOn' || code === 'ResumeDayOutOfRange')
        return show({ field: 'resumeOn', code });
      if (apiError?.field === 'amount' || code === 'AmountAboveOwed') return show({ field: 'amount', code });
      setFailure(code);
      return;
    }
    onDone(action);
  };

  return (
    <DialogForm
      titleId={titleId}
      title={t(`caseActions.${action}.title`, { caseNumber: item.caseNumber })}
      intro={t(`caseActions.${action}.intro`)}
      failure={failure && t('caseActions.failed', { reason: t(errorMessageKey(failure)) })}
      cancelLabel={t('caseActions.cancel')}
      submitLabel={t(`caseActions.${action}.submit`)}
      pending={run.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      {action === 'pause' && (
        <OutlinedTextField
          id={`${id}-resumeOn`}
          label={t('caseActions.pause.resumeOn')}
          type="date"
          value={resumeOn}
          onChange={(event) => {
            setResumeOn(event.target.value);
            setProblem(null);
          }}
          fullWidth
          error={fieldError('resumeOn')}
          helperText={t('caseActions.pause.resumeOnHint')}
          inputProps={{ min: addDays(today, 1) }}
        />
      )}
      {action === 'credit' && (
        <>
          <RadioGroup
            aria-label={t('caseActions.credit.scope')}
            value={creditAll ? 'all' : 'part'}
            onChange={(event) => setCreditAll(event.target.value === 'all')}
          >
            <FormControlLabel value="part" control={<Radio />} label={t('caseActions.credit.part')} />
            <FormControlLabel value="all" control={<Radio />} label={t('caseActions.credit.all')} />
          </RadioGroup>
          {!creditAll && (
            <OutlinedTextField
              id={`${id}-amount`}
              label={t('caseActions.credit.amount', { currency: item.currency })}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setProblem(null);
              }}
              inputMode="decimal"
              autoComplete="off"
              required
              fullWidth
              error={fieldError('amount')}
              helperText={t('caseActions.credit.amountHint', { max })}
              inputProps={{ dir: 'ltr', maxLength: 20 }}
            />
          )}
        </>
      )}
      <OutlinedTextField
        id={`${id}-reason`}
        label={t('caseActions.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        inputProps={{ maxLength: 2000 }}
        error={fieldError('reason')}
        helperText={t('caseActions.reasonHint')}
      />
    </DialogForm>
  );
}

/** The dialog of a case action; `action` null while closed. */
export function CaseActionDialog({
  item,
  action,
  openCount,
  onClose,
  onDone,
}: {
  item: CreditorCaseDetails['case'];
  action: CaseAction | null;
  openCount: number;
  onClose: () => void;
  onDone: (action: CaseAction) => void;
}) {
  return (
    <FormDialog open={action !== null} openCount={openCount} onClose={onClose}>
      {(titleId) =>
        action && (
          <CaseActionFormBody
            item={item}
            action={action}
            titleId={titleId}
            onCancel={onClose}
            onDone={onDone}
          />
        )
      }
    </FormDialog>
  );
}
