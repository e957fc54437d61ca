import type { Plan } from '@fordra/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { StatusChip } from './status-chip.tsx';
import { useInstalmentStatusLabel } from './use-plan-labels.ts';

type Props = { plan: Plan; label: string };

/** The instalments of a plan: a table from md, a list of rows on phones. */
export function PlanInstalments({ plan, label }: Props) {
  const { t } = useTranslation('plans');
  const wide = useWideLayout();
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const statusLabel = useInstalmentStatusLabel();
  const format = (minor: number) => money(minor, plan.currency);
  const paidPart = (paid: number, amount: number) =>
    paid > 0 && paid < amount ? t('plan.partlyPaid', { paid: format(paid) }) : null;
  // Each instalment names the case it pays; one that pays more than one case says how much goes to each.
  const splitLines = (split: Plan['instalments'][number]['split']) =>
    split.map((part) => (
      <Typography key={part.caseNumber} variant="body2" color="textSecondary">
        {t('cases.caseNumber', { caseNumber: part.caseNumber })}
        {split.length > 1 && (
          <>
            {' · '}
            <Amount>{format(part.amount)}</Amount>
          </>
        )}
      </Typography>
    ));

  if (wide) {
    return (
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('plan.sequence')}</TableCell>
            <TableCell>{t('plan.dueDate')}</TableCell>
            <TableCell align="right">{t('plan.amount')}</TableCell>
            <TableCell>{t('plan.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.instalments.map((instalment) => (
            <TableRow key={instalment.sequence}>
              <TableCell>{instalment.sequence}</TableCell>
              <TableCell>{formatDay(instalment.dueDate)}</TableCell>
              <TableCell align="right">
                <Amount>{format(instalment.amount)}</Amount>
                {splitLines(instalment.split)}
                {paidPart(instalment.paid, instalment.amount) && (
                  <Typography variant="body2" color="textSecondary">
                    {paidPart(instalment.paid, instalment.amount)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <StatusChip label={statusLabel(instalment.status)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {plan.instalments.map((instalment) => (
        <Box
          component="li"
          key={instalment.sequence}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{formatDay(instalment.dueDate)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {t('plan.instalment', { sequence: instalment.sequence, count: plan.instalments.length })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 500 }}>
              <Amount>{format(instalment.amount)}</Amount>
            </Typography>
            {splitLines(instalment.split)}
            {paidPart(instalment.paid, instalment.amount) && (
              <Typography variant="body2" color="textSecondary">
                {paidPart(instalment.paid, instalment.amount)}
              </Typography>
            )}
            <StatusChip label={statusLabel(instalment.status)} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
