import type { PlanCandidate } from '@fordra/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { type CaseChoiceBlock, caseChoiceBlock } from '../case-eligibility.ts';

function useBlockReason(): (block: CaseChoiceBlock, currency: string) => string {
  const { t } = useTranslation('plans');
  return (block, currency) =>
    block.reason === 'OtherCurrency'
      ? t('cases.reason.OtherCurrency', { currency, chosen: block.chosenCurrency })
      : t(`cases.reason.${block.reason}`);
}

/** One case to choose: a checkbox labelled with the creditor, the case and what it owes, or why it cannot be chosen. */
function CaseOption({
  candidate,
  checked,
  block,
  onToggle,
}: {
  candidate: PlanCandidate;
  checked: boolean;
  block: CaseChoiceBlock | null;
  onToggle: (chosen: boolean) => void;
}) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const reason = useBlockReason();
  const labelId = useId();
  const reasonId = useId();
  const owes = candidate.principal + candidate.interest + candidate.fees;
  const disabled = block !== null && !checked;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: checked ? 'text.primary' : 'divider',
        borderRadius: 1,
        bgcolor: disabled ? 'background.default' : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
      }}
      onClick={(event) => {
        // The whole box is the hit area; the checkbox handles its own clicks.
        if (!disabled && !(event.target instanceof HTMLInputElement)) onToggle(!checked);
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{
          input: {
            'aria-labelledby': labelId,
            'aria-describedby': block ? reasonId : undefined,
          },
        }}
        sx={{ mt: -0.75, ml: -0.75 }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          id={labelId}
          sx={{ fontWeight: 600 }}
          color={disabled ? 'text.secondary' : 'text.primary'}
        >
          {candidate.creditorName}
          <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
            {t('cases.caseNumber', { caseNumber: candidate.caseNumber })} · {candidate.description}
          </Box>
        </Typography>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.5 }}
          color={disabled ? 'text.secondary' : 'text.primary'}
        >
          <Typography>{t('cases.toPay')}</Typography>
          <Typography sx={{ fontWeight: 500 }}>
            <Amount>{money(owes, candidate.currency)}</Amount>
          </Typography>
        </Box>
        {block && (
          <Typography id={reasonId} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {reason(block, candidate.currency)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Step 1: the debtor's active cases as checkboxes; those that cannot go into the plan say why. */
export function CaseChoiceStep({
  candidates,
  caseGuids,
  onToggle,
}: {
  candidates: readonly PlanCandidate[];
  caseGuids: readonly string[];
  onToggle: (caseGuid: string, chosen: boolean) => void;
}) {
  const { t } = useTranslation('plans');
  const listId = useId();
  return (
    <Stack spacing={2}>
      <Typography>{t('cases.intro')}</Typography>
      <Typography id={listId} variant="h3" component="h3">
        {t('cases.label')}
      </Typography>
      <Stack component="ul" aria-labelledby={listId} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {candidates.map((candidate) => (
          <CaseOption
            key={candidate.caseGuid}
            candidate={candidate}
            checked={caseGuids.includes(candidate.caseGuid)}
            block={caseChoiceBlock(candidate, candidates, caseGuids)}
            onToggle={(chosen) => onToggle(candidate.caseGuid, chosen)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
