import { type InstalmentPlanQuote, type PlanBounds, parseKronor } from '@fordra/domain';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { type MonthsRange, monthsForAmount, monthsProblem, type PlanBasis } from '../plan-calculator.ts';
import { currencySymbol } from '../plan-format.ts';
import { PlanFigures } from './plan-figures.tsx';

type Props = {
  basis: PlanBasis;
  bounds: PlanBounds;
  range: MonthsRange;
  quote: InstalmentPlanQuote;
  onMonths: (months: number) => void;
};

/** What is typed in a field, kept until it is a valid choice; `committed` once the debtor leaves the field. */
type Draft = { text: string; committed: boolean } | null;

/**
 * Step 2: the months, by slider or typed, or the amount the debtor can pay a month, which picks the
 * months. The figures follow at once; input outside the bounds is explained and not taken.
 */
export function CalculatorStep({ basis, bounds, range, quote, onMonths }: Props) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const locale = useFormattingLocale();
  const wide = useWideLayout();
  const sliderLabelId = useId();
  const [monthsDraft, setMonthsDraft] = useState<Draft>(null);
  const [amountDraft, setAmountDraft] = useState<Draft>(null);
  const currency = basis.currency;
  const minimum = money(bounds.minMonthlyMinor, currency);

  const monthsError = (text: string): string | null => {
    const months = /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null;
    if (months === null) return t('calculator.problem.notWhole', { min: range.min, max: range.max });
    const problem = monthsProblem(basis, bounds, months);
    if (problem === 'MonthsTooFew') return t('calculator.problem.MonthsTooFew', { min: bounds.minMonths });
    if (problem === 'MonthsTooMany') return t('calculator.problem.MonthsTooMany', { max: bounds.maxMonths });
    if (problem) return t('calculator.problem.MonthlyAmountTooLow', { minimum, max: range.max });
    return null;
  };

  const amountChoice = (text: string) => {
    const amount = parseKronor(text);
    return amount === null ? null : monthsForAmount(basis, bounds, range, amount);
  };

  const amountError = (text: string): string | null => {
    const choice = amountChoice(text);
    if (choice === null) return t('calculator.problem.amountInvalid');
    if (choice.kind === 'belowMinimum') return t('calculator.problem.belowMinimum', { minimum });
    if (choice.kind === 'tooLow')
      return t('calculator.problem.tooLow', { lowest: money(choice.lowest, currency), max: range.max });
    return null;
  };

  const typeMonths = (text: string) => {
    setMonthsDraft({ text, committed: false });
    setAmountDraft(null);
    if (monthsError(text) === null) onMonths(Number(text));
  };

  const typeAmount = (text: string) => {
    setAmountDraft({ text, committed: false });
    setMonthsDraft(null);
    const choice = amountChoice(text);
    if (choice?.kind === 'months') onMonths(choice.months);
  };

  // Leaving a field keeps an invalid entry (and says why), and shows a valid one as the plan has it.
  const commit = (draft: Draft, error: (text: string) => string | null, set: (draft: Draft) => void) => {
    if (draft) set(error(draft.text) === null ? null : { ...draft, committed: true });
  };

  const shownMonthsError = monthsDraft?.committed ? monthsError(monthsDraft.text) : null;
  const shownAmountError = amountDraft?.committed ? amountError(amountDraft.text) : null;
  const onEnter = (event: KeyboardEvent, action: () => void) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      action();
    }
  };

  return (
    <Stack spacing={3}>
      <Typography>{t('calculator.intro')}</Typography>
      <Box>
        <Typography id={sliderLabelId} sx={{ fontWeight: 500 }}>
          {t('calculator.months')}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={quote.months}
            min={range.min}
            max={range.max}
            step={1}
            marks={[
              { value: range.min, label: String(range.min) },
              { value: range.max, label: String(range.max) },
            ]}
            valueLabelDisplay="auto"
            getAriaValueText={(value) => t('calculator.monthsCount', { count: value })}
            aria-labelledby={sliderLabelId}
            onChange={(_, value) => {
              setMonthsDraft(null);
              setAmountDraft(null);
              onMonths(value as number);
            }}
            disabled={range.min === range.max}
          />
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OutlinedTextField
          label={t('calculator.months')}
          value={monthsDraft?.text ?? String(quote.months)}
          onChange={(event) => typeMonths(event.target.value)}
          onBlur={() => commit(monthsDraft, monthsError, setMonthsDraft)}
          onKeyDown={(event) => onEnter(event, () => commit(monthsDraft, monthsError, setMonthsDraft))}
          error={shownMonthsError ?? undefined}
          helperText={t('calculator.monthsHelp', { min: range.min, max: range.max })}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          fullWidth
        />
        <OutlinedTextField
          label={t('calculator.perMonth')}
          value={amountDraft?.text ?? String(quote.perMonth / 100)}
          onChange={(event) => typeAmount(event.target.value)}
          onBlur={() => commit(amountDraft, amountError, setAmountDraft)}
          onKeyDown={(event) => onEnter(event, () => commit(amountDraft, amountError, setAmountDraft))}
          error={shownAmountError ?? undefined}
          helperText={t('calculator.perMonthHelp')}
          endAdornment={<InputAdornment position="end">{currencySymbol(currency, locale)}</InputAdornment>}
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          fullWidth
        />
      </Stack>
      {!wide && (
        <Box aria-live="polite">
          <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
            {t('calculator.amountsTitle')}
          </Typography>
          <PlanFigures quote={quote} currency={currency} />
        </Box>
      )}
    </Stack>
  );
}
