import type { PaymentPlanDetails } from '@fordra/contract';
import { formatPhoneNumber } from '@fordra/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { useCreateInstalmentPlan } from '../api/create-instalment-plan.ts';
import { chosenCandidates } from '../case-eligibility.ts';
import { type Contact, contactPayload } from '../contact-schema.ts';
import { allowedMonths, planBasis, quoteFor, resolveMonths } from '../plan-calculator.ts';
import { STEP, WIZARD_STEPS } from '../plan-wizard-state.ts';
import { proposalFailure } from '../proposal-failure.ts';
import { ApplyStep } from './apply-step.tsx';
import { CalculatorStep } from './calculator-step.tsx';
import { CaseChoiceStep } from './case-choice-step.tsx';
import { PlanSummaryBar, PlanSummaryCard } from './plan-summary.tsx';
import { ProposalSuccess } from './proposal-success.tsx';
import { StepActions } from './step-actions.tsx';
import { TermsStep } from './terms-step.tsx';
import { usePlanWizard } from './use-plan-wizard.ts';

/** The five steps of a proposal, with every input kept in one state (usePlanWizard) across the steps. */
export function PlanWizard({ details }: { details: PaymentPlanDetails }) {
  const { t } = useTranslation(['plans', 'errors']);
  const debtor = useDebtor();
  const wide = useWideLayout();
  const money = useMoneyFormatter();
  const [state, dispatch] = usePlanWizard(debtor.debtorGuid, details.candidates);
  const mutation = useCreateInstalmentPlan();
  const stepRef = useRef<HTMLDivElement>(null);

  const chosen = useMemo(
    () => chosenCandidates(details.candidates, state.caseGuids),
    [details.candidates, state.caseGuids],
  );
  const basis = useMemo(() => planBasis(chosen, details.firstDueDate), [chosen, details.firstDueDate]);
  const range = useMemo(() => (basis ? allowedMonths(basis, details.bounds) : null), [basis, details.bounds]);
  const months = range ? resolveMonths(state.months, range) : null;
  const quote = useMemo(() => (basis && months ? quoteFor(basis, months) : null), [basis, months]);
  const currency = basis?.currency ?? null;
  // The terms and the apply step need figures; without them (the debt changed meanwhile) the calculator says why.
  const step = state.outcome
    ? STEP.done
    : state.step > STEP.calculator && !quote
      ? STEP.calculator
      : state.step;
  const shownStep = useRef(step);

  // A new step takes the focus (and the view), so that screen readers and phones start at its top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const element = stepRef.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // Only when its top is out of view (under the app bar, or below the screen on a phone's stepper).
    const { top } = element.getBoundingClientRect();
    if (top < 64 || top > window.innerHeight - 120)
      element.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);

  const goTo = (next: number) => dispatch({ type: 'goToStep', step: next });
  const contact: Contact = state.contact ?? {
    email: debtor.email ?? '',
    cellularPhone: debtor.cellularPhone ? formatPhoneNumber(debtor.cellularPhone) : '',
  };

  const send = (typed: Contact) => {
    dispatch({ type: 'saveContact', contact: typed });
    if (!quote || months === null) return;
    mutation.mutate(
      {
        idempotencyKey: state.idempotencyKey,
        caseGuids: chosen.map((candidate) => candidate.caseGuid),
        months,
        shown: {
          principal: quote.principal,
          interest: quote.interest,
          fees: quote.fees,
          total: quote.total,
          perMonth: quote.perMonth,
        },
        contact: contactPayload(typed),
        acceptTerms: true,
        termsVersion: details.termsVersion,
      },
      {
        onSuccess: (outcome) => dispatch({ type: 'succeeded', outcome }),
        onError: (error) => {
          const failure =
            error instanceof ApiError ? proposalFailure(error.code, error.field) : proposalFailure('Unknown');
          dispatch({ type: 'failed', failure });
        },
      },
    );
  };

  const failureNotice = (forStep: number) =>
    state.failure && state.failure.step === forStep && forStep !== STEP.apply ? (
      <Box sx={{ mb: 2 }}>
        <Notice severity="error">{t(errorMessageKey(state.failure.code))}</Notice>
      </Box>
    ) : null;

  const stepContent = (index: number): ReactNode => {
    switch (index) {
      case STEP.cases: {
        const owed = chosen.reduce((sum, c) => sum + c.principal + c.interest + c.fees, 0);
        const open = details.candidates.some((candidate) => candidate.ineligible === null);
        return (
          <>
            {failureNotice(STEP.cases)}
            {!open && (
              <Box sx={{ mb: 2 }}>
                <Notice severity="info">{t('cases.none')}</Notice>
              </Box>
            )}
            <CaseChoiceStep
              candidates={details.candidates}
              caseGuids={state.caseGuids}
              onToggle={(caseGuid, isChosen) => dispatch({ type: 'toggleCase', caseGuid, chosen: isChosen })}
            />
            {open && (
              <Typography aria-live="polite" sx={{ mt: 2, fontWeight: 500 }}>
                {chosen.length > 0 && currency
                  ? t('cases.chosen', { count: chosen.length, amount: money(owed, currency) })
                  : t('cases.chooseOne')}
              </Typography>
            )}
            <StepActions onNext={chosen.length > 0 ? () => goTo(STEP.calculator) : null} />
          </>
        );
      }
      case STEP.calculator:
        return (
          <>
            {failureNotice(STEP.calculator)}
            {basis && range && quote ? (
              <CalculatorStep
                basis={basis}
                bounds={details.bounds}
                range={range}
                quote={quote}
                onMonths={(value) => dispatch({ type: 'setMonths', months: value })}
              />
            ) : (
              <Notice severity="info">
                {t('calculator.tooSmall', {
                  minimum: money(details.bounds.minMonthlyMinor, currency ?? 'SEK'),
                })}
              </Notice>
            )}
            <StepActions onBack={() => goTo(STEP.cases)} onNext={quote ? () => goTo(STEP.terms) : null} />
          </>
        );
      case STEP.terms:
        return (
          quote &&
          currency && (
            <>
              {failureNotice(STEP.terms)}
              <TermsStep quote={quote} currency={currency} setupFee={basis?.setupFee} />
              <StepActions onBack={() => goTo(STEP.calculator)} onNext={() => goTo(STEP.apply)} />
            </>
          )
        );
      case STEP.apply:
        return (
          <ApplyStep
            contact={contact}
            failure={state.failure?.step === STEP.apply ? state.failure : null}
            sending={mutation.isPending}
            onBack={(typed) => {
              dispatch({ type: 'saveContact', contact: typed });
              goTo(STEP.terms);
            }}
            onSend={send}
          />
        );
      default:
        return state.outcome ? <ProposalSuccess outcome={state.outcome} /> : null;
    }
  };

  const stepper = (
    <Stepper
      activeStep={step}
      orientation={wide ? 'horizontal' : 'vertical'}
      alternativeLabel={wide}
      aria-label={t('new.stepsLabel')}
    >
      {WIZARD_STEPS.map((name, index) => (
        <Step key={name} completed={index < step || (index === STEP.done && step === STEP.done)}>
          <StepLabel aria-current={index === step ? 'step' : undefined}>
            {/* On a phone the current step's label is its heading (on a computer an h2 sits above the step). */}
            {!wide && index === step ? (
              <Box component="h2" sx={{ font: 'inherit', m: 0 }}>
                {t(`new.steps.${name}`)}
              </Box>
            ) : (
              t(`new.steps.${name}`)
            )}
          </StepLabel>
          {!wide && (
            <StepContent>
              {index === step && (
                <Box ref={stepRef} tabIndex={-1} sx={{ outline: 'none', pt: 1, scrollMarginTop: 128 }}>
                  {stepContent(index)}
                </Box>
              )}
            </StepContent>
          )}
        </Step>
      ))}
    </Stepper>
  );

  if (!wide) {
    return (
      <Box>
        {stepper}
        {quote && currency && step > STEP.calculator && step < STEP.done && (
          <PlanSummaryBar quote={quote} currency={currency} />
        )}
      </Box>
    );
  }

  return (
    <Grid container spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ md: step === STEP.done ? 12 : 8 }}>
        {stepper}
        <Box ref={stepRef} tabIndex={-1} sx={{ outline: 'none', mt: 4, scrollMarginTop: 80 }}>
          {step !== STEP.done && (
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t(`new.steps.${WIZARD_STEPS[step] ?? 'cases'}`)}
            </Typography>
          )}
          {stepContent(step)}
        </Box>
      </Grid>
      {step !== STEP.done && (
        <Grid size={{ md: 4 }} sx={{ position: 'sticky', top: 88 }}>
          <PlanSummaryCard quote={quote} currency={currency} firstDueDate={details.firstDueDate} />
        </Grid>
      )}
    </Grid>
  );
}
