import { stockholmDateTime } from '@fordra/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useRegisterDirectPayment } from '../api/register-direct-payment.ts';
import {
  type DirectPaymentForm,
  type DirectPaymentProblem,
  directPaymentRequest,
} from '../direct-payment-form.ts';

type Field = DirectPaymentProblem['field'];
const fields: readonly string[] = ['amount', 'paymentDate', 'paymentReference'] satisfies Field[];

/** The payment's fields: the amount in kronor, the day it was paid, the client's reference for it. */
function DirectPaymentFormBody({
  item,
  titleId,
  onCancel,
  onRegistered,
}: {
  item: CreditorCaseDetails['case'];
  titleId: string;
  onCancel: () => void;
  onRegistered: (amount: number) => void;
}) {
  const { t } = useTranslation(['creditor-cases', 'errors']);
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const today = stockholmDateTime(new Date()).date;
  const register = useRegisterDirectPayment();
  const [form, setForm] = useState<DirectPaymentForm>({
    amount: '',
    paymentDate: today,
    paymentReference: '',
    overpayment: false,
  });
  const [problem, setProblem] = useState<DirectPaymentProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The overpayment box appears once the server has said the amount is more than what is owed.
  const [aboveOwed, setAboveOwed] = useState(false);

  const edit = (patch: Partial<DirectPaymentForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (problem && problem.field in patch) setProblem(null);
  };

  const fieldError = (field: Field) => {
    if (problem?.field !== field) return undefined;
    if (field === 'paymentDate' && problem.code === 'DatesOutOfOrder')
      return t('payment.dateOutOfRange', { from: day(item.registrationDate), to: day(today) });
    if (field === 'amount' && problem.code === 'AmountAboveOwed') return t('payment.aboveOwed');
    if (field === 'paymentReference' && problem.code === 'ReferenceUsed') return t('payment.referenceUsed');
    return t(errorMessageKey(problem.code));
  };

  const submit = async () => {
    setFailure(null);
    const checked = directPaymentRequest(form, {
      caseGuid: item.caseGuid,
      currency: item.currency,
      today,
      registrationDate: item.registrationDate,
    });
    if ('problem' in checked) {
      setProblem(checked.problem);
      document.getElementById(`${titleId}-${checked.problem.field}`)?.focus();
      return;
    }
    try {
      const answer = await register.mutateAsync(checked.request);
      // The reference was registered before: the server answers that payment instead of adding this one.
      if (!answer.created) {
        setProblem({ field: 'paymentReference', code: 'ReferenceUsed' });
        document.getElementById(`${titleId}-paymentReference`)?.focus();
        return;
      }
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      if (code === 'AmountAboveOwed') setAboveOwed(true);
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && fields.includes(field)) {
        setProblem({ field: field as Field, code });
        document.getElementById(`${titleId}-${field}`)?.focus();
      } else {
        setFailure(code);
      }
      return;
    }
    onRegistered(checked.request.amount);
  };

  return (
    <DialogForm
      titleId={titleId}
      title={t('payment.title')}
      intro={t('payment.intro', { remaining: money(item.remainingAmount, item.currency) })}
      failure={failure && t('payment.failed', { reason: t(errorMessageKey(failure)) })}
      cancelLabel={t('payment.cancel')}
      submitLabel={t('payment.submit')}
      pending={register.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <OutlinedTextField
        id={`${titleId}-amount`}
        label={t('payment.amount', { currency: item.currency })}
        value={form.amount}
        onChange={(event) => edit({ amount: event.target.value })}
        inputMode="decimal"
        autoComplete="off"
        required
        fullWidth
        error={fieldError('amount')}
        helperText={t('payment.amountHint')}
        inputProps={{ dir: 'ltr', maxLength: 20 }}
      />
      <OutlinedTextField
        id={`${titleId}-paymentDate`}
        label={t('payment.date')}
        type="date"
        value={form.paymentDate}
        onChange={(event) => edit({ paymentDate: event.target.value })}
        required
        fullWidth
        error={fieldError('paymentDate')}
        inputProps={{ min: item.registrationDate, max: today }}
      />
      <OutlinedTextField
        id={`${titleId}-paymentReference`}
        label={t('payment.reference')}
        value={form.paymentReference}
        onChange={(event) => edit({ paymentReference: event.target.value })}
        autoComplete="off"
        required
        fullWidth
        error={fieldError('paymentReference')}
        helperText={t('payment.referenceHint')}
        inputProps={{ maxLength: 50 }}
      />
      {aboveOwed && (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.overpayment}
              onChange={(event) => edit({ overpayment: event.target.checked })}
            />
          }
          label={t('payment.overpayment')}
        />
      )}
    </DialogForm>
  );
}

/** Registering a payment the debtor made to the client directly. */
export function DirectPaymentDialog({
  item,
  open,
  openCount,
  onClose,
  onRegistered,
}: {
  item: CreditorCaseDetails['case'];
  open: boolean;
  /** Changes each time the dialog opens, so the form starts empty. */
  openCount: number;
  onClose: () => void;
  onRegistered: (amount: number) => void;
}) {
  return (
    <FormDialog open={open} openCount={openCount} onClose={onClose}>
      {(titleId) => (
        <DirectPaymentFormBody item={item} titleId={titleId} onCancel={onClose} onRegistered={onRegistered} />
      )}
    </FormDialog>
  );
}
