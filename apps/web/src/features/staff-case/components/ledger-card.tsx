import type { StaffCaseView } from '@fordra/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { allocationParts, ledgerMatchesRemaining, ledgerWhat } from '../case-view.ts';
import { ScrollCue } from './scroll-cue.tsx';
import { useCaseWords } from './use-case-words.ts';

/**
 * The case's ledger line by line, oldest first: the claim, every fee and interest period, every payment
 * with how it was allocated, each with the balance after it. The last balance is the header's figure;
 * the caption says so. On a narrow screen the table scrolls sideways inside its own labelled region,
 * with a hint and a shade at the edge that has more.
 */
export function LedgerCard({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const words = useCaseWords();
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const captionId = useId();
  const format = (minor: number) => money(minor, view.currency);
  const remaining = format(view.remainingAmount);
  const last = view.ledger.at(-1);
  return (
    <SectionCard title={t('ledger.title')}>
      <Typography id={captionId} variant="body2" color="textSecondary" sx={{ mt: -1, mb: 1.5 }}>
        {ledgerMatchesRemaining(view)
          ? t('ledger.caption', { amount: remaining })
          : t('ledger.captionDiffers', { balance: format(last?.balance ?? 0), amount: remaining })}
      </Typography>
      <ScrollCue labelledBy={captionId}>
        <Table size="small" sx={{ minWidth: 560 }} data-testid="ledger">
          <Box component="caption" sx={visuallyHidden}>
            {t('ledger.title')}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('ledger.date')}</TableCell>
              <TableCell scope="col">{t('ledger.what.column')}</TableCell>
              <TableCell scope="col" align="right">
                {t('ledger.amount')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('ledger.balance')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.ledger.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('ledger.empty')}</TableCell>
              </TableRow>
            )}
            {view.ledger.map((line, index) => {
              const parts = allocationParts(line.allocation);
              return (
                // Lines of one day and kind can repeat (two payments): their place tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the ledger is drawn whole from the case, never reordered.
                <TableRow key={`${line.date}-${line.kind}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Amount>{day(line.date, 'medium')}</Amount>
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                      {words.ledger(ledgerWhat(line))}
                    </Typography>
                    {parts.length > 0 && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="textSecondary"
                        sx={{ display: 'block' }}
                      >
                        {parts
                          .map(({ part, amount }) =>
                            t(`ledger.allocation.${part}`, { amount: format(amount) }),
                          )
                          .join(' · ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    <Amount>{format(line.amount)}</Amount>
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }} data-testid="ledger-balance">
                    <Amount>{format(line.balance)}</Amount>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollCue>
    </SectionCard>
  );
}
