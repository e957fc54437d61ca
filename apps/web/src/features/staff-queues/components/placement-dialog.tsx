import type { StaffSearchResponse, UnmatchedPaymentItem } from '@fordra/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { readableReference } from '../../../shared/format/payment-numbers.ts';
import { ReasonField } from '../../../shared/staff/reason-field.tsx';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { usePlacePayment, useStaffSearch } from '../api/queues.ts';

type FoundCase = StaffSearchResponse['cases'][number];
type Field = 'search' | 'caseGuid' | 'reason';

const searchDelayMs = 300;

/** What was typed, once the typing has paused. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Finding the case a payment belongs on (case number, OCR reference, name…), choosing it, and why. */
function PlacementForm({
  payment,
  titleId,
  onCancel,
  onPlaced,
}: {
  payment: UnmatchedPaymentItem;
  titleId: string;
  onCancel: () => void;
  onPlaced: (caseNumber: string) => void;
}) {
  const { t } = useTranslation(['staff-queues', 'errors', 'creditor']);
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const place = usePlacePayment();
  // The payer's reference is where a search starts: often a mistyped OCR number or a case number.
  const [text, setText] = useState(payment.reference);
  const q = useSettled(text);
  const search = useStaffSearch(q);
  const [chosen, setChosen] = useState<FoundCase | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: Field; code: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const casesLabelId = useId();
  const casesErrorId = useId();
  const found = q.length >= 2 ? (search.data?.cases ?? []) : [];
  // A case stays chosen while another search is shown.
  const shown =
    chosen && !found.some((item) => item.caseGuid === chosen.caseGuid) ? [chosen, ...found] : found;

  const fail = (field: Field, code: string) => {
    setProblem({ field, code });
    document.getElementById(`${titleId}-${field}`)?.focus();
  };

  const submit = async () => {
    setFailure(null);
    if (!chosen) return fail(shown.length > 0 ? 'caseGuid' : 'search', 'ChooseCase');
    if (reason.trim() === '') return fail('reason', 'ReasonRequired');
    try {
      await place.mutateAsync({
        paymentGuid: payment.paymentGuid,
        caseGuid: chosen.caseGuid,
        reason: reason.trim(),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'reason' || field === 'caseGuid') fail(field, code);
      else setFailure(t('payments.placement.failed', { reason: t(errorMessageKey(code)) }));
      return;
    }
    onPlaced(chosen.caseNumber);
  };

  const searchHint =
    q.length < 2
      ? t('payments.placement.searchHint')
      : search.isError
        ? t('payments.placement.searchFailed')
        : search.data && found.length === 0
          ? t('payments.placement.noCases')
          : search.data?.truncated
            ? t('payments.placement.truncated')
            : t('payments.placement.searchHint');

  return (
    <DialogForm
      titleId={titleId}
      title={t('payments.placement.title')}
      intro={t('payments.placement.intro', {
        amount: money(payment.amount, payment.currency),
        date: day(payment.paymentDate, 'medium'),
        reference: readableReference(payment.reference),
      })}
      failure={failure}
      cancelLabel={t('payments.placement.cancel')}
      submitLabel={t('payments.placement.submit')}
      pending={place.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <OutlinedTextField
        id={`${titleId}-search`}
        type="search"
        label={t('payments.placement.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (problem?.field === 'search') setProblem(null);
        }}
        fullWidth
        autoComplete="off"
        inputProps={{ maxLength: 100, enterKeyHint: 'search' }}
        helperText={searchHint}
        error={problem?.field === 'search' ? t('payments.placement.chooseCase') : undefined}
      />
      {shown.length > 0 && (
        <FormControl error={problem?.field === 'caseGuid'} required>
          <FormLabel id={casesLabelId}>{t('payments.placement.cases')}</FormLabel>
          <RadioGroup
            aria-labelledby={casesLabelId}
            aria-describedby={problem?.field === 'caseGuid' ? casesErrorId : undefined}
            value={chosen?.caseGuid ?? ''}
            onChange={(event) => {
              setChosen(shown.find((item) => item.caseGuid === event.target.value) ?? null);
              if (problem?.field === 'caseGuid') setProblem(null);
            }}
          >
            {shown.map((item, index) => (
              <FormControlLabel
                key={item.caseGuid}
                value={item.caseGuid}
                control={<Radio id={index === 0 ? `${titleId}-caseGuid` : undefined} />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                label={
                  <>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {t('payments.placement.caseLine', {
                        caseNumber: item.caseNumber,
                        remaining: money(item.remainingAmount, item.currency),
                      })}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ display: 'block' }}
                    >
                      <bdi>{item.debtorName}</bdi> · <bdi>{item.clientName}</bdi> ·{' '}
                      {readableReference(item.ocrReference)} ·{' '}
                      {t(`creditor:status.${item.status}` as 'creditor:status.Active', {
                        defaultValue: item.status,
                      })}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
          {problem?.field === 'caseGuid' && (
            <FormHelperText id={casesErrorId} role="alert">
              {problem.code === 'ChooseCase'
                ? t('payments.placement.chooseCase')
                : t(errorMessageKey(problem.code))}
            </FormHelperText>
          )}
        </FormControl>
      )}
      <ReasonField
        id={`${titleId}-reason`}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (problem?.field === 'reason') setProblem(null);
        }}
        error={problem?.field === 'reason' ? t(errorMessageKey(problem.code)) : undefined}
      />
    </DialogForm>
  );
}

/** Placing an unmatched payment on a case, in a dialog that starts afresh at each opening. */
export function PlacementDialog({
  payment,
  openCount,
  onClose,
  onPlaced,
}: {
  payment: UnmatchedPaymentItem | null;
  openCount: number;
  onClose: () => void;
  onPlaced: (caseNumber: string) => void;
}) {
  const last = useRef(payment);
  if (payment) last.current = payment;
  const shown = payment ?? last.current;
  return (
    <FormDialog open={payment !== null} openCount={openCount} onClose={onClose}>
      {(titleId) =>
        shown && <PlacementForm payment={shown} titleId={titleId} onCancel={onClose} onPlaced={onPlaced} />
      }
    </FormDialog>
  );
}
