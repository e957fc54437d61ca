import type { StaffCaseView } from '@fordra/contract';
import { addDays, parseKronor, stockholmDateTime } from '@fordra/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { KronorField } from '../../../shared/staff/kronor-field.tsx';
import { ReasonField } from '../../../shared/staff/reason-field.tsx';
import { DialogForm } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import {
  type ContactForm,
  contactRequest,
  type DecisionForm,
  decisionRequest,
  type PauseForm,
  type PaymentForm,
  pauseRequest,
  paymentRequest,
  resumeRequest,
} from '../case-view.ts';
import { useActionForm } from './action-form.tsx';

/** What every action's form is given: the case, its dialog's title id, and what to do when cancelled or done. */
export type ActionBodyProps = {
  view: StaffCaseView;
  titleId: string;
  onCancel: () => void;
  /** Done: the words to confirm it with. */
  onDone: (confirmation: string) => void;
};

const today = () => stockholmDateTime(new Date()).date;
const casePath = (view: StaffCaseView, action: string) =>
  `/cases/${encodeURIComponent(view.caseGuid)}/${action}`;

/** A payment the handler registers by hand: its amount in kronor, the day it was paid, a reference. */
export function PaymentBody({ view, titleId, onCancel, onDone }: ActionBodyProps) {
  const { t } = useTranslation('staff-case');
  const money = useMoneyFormatter();
  const [form, setForm] = useState<PaymentForm>({
    amount: '',
    paymentDate: today(),
    reference: '',
    reason: '',
  });
  // One key for the dialog: sending again after a lost answer registers the payment once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const fields = ['amount', 'paymentDate', 'reference', 'reason'] as const;
  const action = useActionForm(view.caseGuid, titleId, fields, () =>
    onDone(t('payment.done', { amount: money(parseKronor(form.amount) ?? 0, view.currency) })),
  );
  const edit = (patch: Partial<PaymentForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) action.changed(key as keyof PaymentForm);
  };
  return (
    <DialogForm
      titleId={titleId}
      title={t('payment.title')}
      intro={t('payment.intro', { remaining: money(view.remainingAmount, view.currency) })}
      failure={action.failure}
      cancelLabel={t('cancel')}
      submitLabel={t('payment.submit')}
      pending={action.pending}
      onCancel={onCancel}
      onSubmit={() =>
        void action.send(paymentRequest(form, today()), {
          answers: 'case',
          method: 'POST',
          path: casePath(view, 'payments'),
          idempotencyKey,
        })
      }
    >
      <KronorField
        {...action.field('amount')}
        label={t('payment.amount', { currency: view.currency })}
        value={form.amount}
        onChange={(amount) => edit({ amount })}
        required
        hint={t('payment.amountHint')}
      />
      <OutlinedTextField
        {...action.field('paymentDate')}
        label={t('payment.date')}
        type="date"
        value={form.paymentDate}
        onChange={(event) => edit({ paymentDate: event.target.value })}
        required
        fullWidth
        inputProps={{ max: today() }}
      />
      <OutlinedTextField
        {...action.field('reference')}
        label={t('payment.reference')}
        value={form.reference}
        onChange={(event) => edit({ reference: event.target.value })}
        autoComplete="off"
        fullWidth
        helperText={t('payment.referenceHint')}
        inputProps={{ maxLength: 100 }}
      />
      <ReasonField {...action.field('reason')} value={form.reason} onChange={(reason) => edit({ reason })} />
    </DialogForm>
  );
}

/** Pausing the case's process until a resume day, with the reason. */
export function PauseBody({ view, titleId, onCancel, onDone }: ActionBodyProps) {
  const { t } = useTranslation('staff-case');
  const day = useDayFormatter();
  const [form, setForm] = useState<PauseForm>({ resumeOn: '', reason: '' });
  const fields = ['resumeOn', 'reason'] as const;
  const action = useActionForm(view.caseGuid, titleId, fields, () =>
    onDone(t('pause.done', { day: day(form.resumeOn) })),
  );
  const edit = (patch: Partial<PauseForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) action.changed(key as keyof PauseForm);
  };
  return (
    <DialogForm
      titleId={titleId}
      title={t('pause.title')}
      intro={t('pause.intro')}
      failure={action.failure}
      cancelLabel={t('cancel')}
      submitLabel={t('pause.submit')}
      pending={action.pending}
      onCancel={onCancel}
      onSubmit={() =>
        void action.send(pauseRequest(form, today()), {
          answers: 'case',
          method: 'POST',
          path: casePath(view, 'pause'),
        })
      }
    >
      <OutlinedTextField
        {...action.field('resumeOn')}
        label={t('pause.resumeOn')}
        type="date"
        value={form.resumeOn}
        onChange={(event) => edit({ resumeOn: event.target.value })}
        required
        fullWidth
        helperText={t('pause.resumeOnHint')}
        inputProps={{ min: addDays(today(), 1) }}
      />
      <ReasonField {...action.field('reason')} value={form.reason} onChange={(reason) => edit({ reason })} />
    </DialogForm>
  );
}

/** Resuming a paused case before (or on) its resume day, with the reason. */
export function ResumeBody({ view, titleId, onCancel, onDone }: ActionBodyProps) {
  const { t } = useTranslation('staff-case');
  const day = useDayFormatter();
  const [reason, setReason] = useState('');
  const action = useActionForm(view.caseGuid, titleId, ['reason'] as const, () => onDone(t('resume.done')));
  return (
    <DialogForm
      titleId={titleId}
      title={t('resume.title')}
      intro={
        view.pause
          ? t('resume.intro', { day: day(view.pause.resumeOn), reason: view.pause.reason })
          : t('resume.introNotPaused')
      }
      failure={action.failure}
      cancelLabel={t('cancel')}
      submitLabel={t('resume.submit')}
      pending={action.pending}
      onCancel={onCancel}
      onSubmit={() =>
        void action.send(resumeRequest({ reason }), {
          answers: 'case',
          method: 'POST',
          path: casePath(view, 'resume'),
        })
      }
    >
      <ReasonField
        {...action.field('reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          action.changed('reason');
        }}
      />
    </DialogForm>
  );
}

const decisions = ['verdict', 'enforcement', 'rejected', 'withdrawn'] as const;

/** Kronofogden's decision on the application: which, on what day, and the handler's reason. */
export function DecisionBody({ view, titleId, onCancel, onDone }: ActionBodyProps) {
  const { t } = useTranslation('staff-case');
  const [form, setForm] = useState<DecisionForm>({ decision: '', decidedOn: today(), reason: '' });
  const fields = ['decision', 'decidedOn', 'reason'] as const;
  const action = useActionForm(view.caseGuid, titleId, fields, () => onDone(t('decision.done')));
  const edit = (patch: Partial<DecisionForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) action.changed(key as keyof DecisionForm);
  };
  const decision = action.field('decision');
  return (
    <DialogForm
      titleId={titleId}
      title={t('decision.title')}
      intro={t('decision.intro')}
      failure={action.failure}
      cancelLabel={t('cancel')}
      submitLabel={t('decision.submit')}
      pending={action.pending}
      onCancel={onCancel}
      onSubmit={() =>
        void action.send(decisionRequest(form, today()), {
          answers: 'case',
          method: 'POST',
          path: casePath(view, 'enforcement-decision'),
        })
      }
    >
      <FormControl required error={Boolean(decision.error)}>
        <FormLabel id={`${decision.id}-label`}>{t('decision.decision')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${decision.id}-label`}
          value={form.decision}
          onChange={(event) => edit({ decision: event.target.value })}
        >
          {decisions.map((value, index) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio slotProps={{ input: index === 0 ? { id: decision.id } : {} }} />}
              label={t(`decision.option.${value}`)}
            />
          ))}
        </RadioGroup>
        {decision.error && <FormHelperText role="alert">{decision.error}</FormHelperText>}
      </FormControl>
      <OutlinedTextField
        {...action.field('decidedOn')}
        label={t('decision.decidedOn')}
        type="date"
        value={form.decidedOn}
        onChange={(event) => edit({ decidedOn: event.target.value })}
        required
        fullWidth
        inputProps={{ max: today() }}
      />
      <ReasonField {...action.field('reason')} value={form.reason} onChange={(reason) => edit({ reason })} />
    </DialogForm>
  );
}

/** Correcting the debtor's e-mail address and mobile number; an emptied field removes that detail. */
export function ContactBody({ view, titleId, onCancel, onDone }: ActionBodyProps) {
  const { t } = useTranslation('staff-case');
  const [form, setForm] = useState<ContactForm>({
    email: view.debtor.email ?? '',
    cellularPhone: view.debtor.cellularPhone ?? '',
    reason: '',
  });
  const fields = ['email', 'cellularPhone', 'reason'] as const;
  const action = useActionForm(view.caseGuid, titleId, fields, () => onDone(t('contact.done')));
  const edit = (patch: Partial<ContactForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) action.changed(key as keyof ContactForm);
  };
  return (
    <DialogForm
      titleId={titleId}
      title={t('contact.title')}
      intro={t('contact.intro', { name: view.debtor.name })}
      failure={action.failure}
      cancelLabel={t('cancel')}
      submitLabel={t('contact.submit')}
      pending={action.pending}
      onCancel={onCancel}
      onSubmit={() =>
        void action.send(contactRequest(form), {
          answers: 'contact',
          method: 'PUT',
          path: `/debtors/${encodeURIComponent(view.debtor.debtorGuid)}/contact`,
        })
      }
    >
      <OutlinedTextField
        {...action.field('email')}
        label={t('contact.email')}
        type="email"
        value={form.email}
        onChange={(event) => edit({ email: event.target.value })}
        autoComplete="off"
        fullWidth
        inputProps={{ dir: 'ltr', maxLength: 254 }}
      />
      <OutlinedTextField
        {...action.field('cellularPhone')}
        label={t('contact.phone')}
        type="tel"
        value={form.cellularPhone}
        onChange={(event) => edit({ cellularPhone: event.target.value })}
        autoComplete="off"
        fullWidth
        helperText={t('contact.phoneHint')}
        inputProps={{ dir: 'ltr', maxLength: 30 }}
      />
      <ReasonField {...action.field('reason')} value={form.reason} onChange={(reason) => edit({ reason })} />
    </DialogForm>
  );
}
