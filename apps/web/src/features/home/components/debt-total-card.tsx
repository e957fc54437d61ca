import type { DebtTotal } from '@fordra/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';

/**
 * One currency's total debt, including statutory costs, opened into its parts (principal,
 * interest, fees, and unpaid invoices when there are any) so that the sum can be checked on screen. On phones the parts are one tap away,
 * so that the ways to pay fit in the first screenful.
 */
export function DebtTotalCard({ total, showCurrency }: { total: DebtTotal; showCurrency: boolean }) {
  const { t } = useTranslation('home');
  const money = useMoneyFormatter();
  const formatDate = useDateFormatter();
  const wide = useWideLayout();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const breakdownId = useId();
  const format = (minor: number) => money(minor, total.currency);

  const breakdown = (
    <>
      {wide && (
        <Typography variant="h3" component="h3">
          {t('summary.breakdownTitle')}
        </Typography>
      )}
      <AmountList>
        <AmountRow
          label={t('summary.principal')}
          hint={t('summary.principalHint')}
          amount={format(total.remainingPrincipal)}
        />
        <AmountRow
          label={t('summary.interest')}
          hint={t('summary.interestHint')}
          amount={format(total.remainingInterest)}
        />
        <AmountRow
          label={t('summary.fees')}
          hint={t('summary.feesHint')}
          amount={format(total.remainingFees)}
        />
        {total.openInvoices > 0 && (
          <AmountRow
            label={t('summary.invoices')}
            hint={t('summary.invoicesHint')}
            amount={format(total.remainingInvoices)}
          />
        )}
        <AmountTotalRow label={t('summary.total')} amount={format(total.total)} />
      </AmountList>
    </>
  );

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Grid container spacing={{ xs: 2, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h2" id={headingId}>
              {showCurrency ? t('summary.titleInCurrency', { currency: total.currency }) : t('summary.title')}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '2.25rem', md: '2.5rem' }, fontWeight: 500, lineHeight: 1.2, mt: 1.5 }}
            >
              <Amount>{format(total.total)}</Amount>
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {t('summary.totalHint')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: { xs: 1.5, md: 2 } }}>
              {total.activeCases > 0 && t('summary.activeCases', { count: total.activeCases })}
              {total.activeCases > 0 && total.openInvoices > 0 && ' '}
              {total.openInvoices > 0 && t('summary.withInvoices')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('summary.asOf', { date: formatDate(new Date()) })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {wide ? (
              breakdown
            ) : (
              <>
                <Button
                  variant="text"
                  color="inherit"
                  aria-expanded={opened}
                  aria-controls={breakdownId}
                  onClick={() => setOpened((open) => !open)}
                  endIcon={
                    <ExpandMoreIcon
                      sx={{ transition: 'transform 150ms', transform: opened ? 'rotate(180deg)' : 'none' }}
                    />
                  }
                  sx={{ px: 0, minHeight: 44, textDecoration: 'underline', textUnderlineOffset: '0.2em' }}
                >
                  {t('summary.showBreakdown')}
                </Button>
                <Collapse in={opened} id={breakdownId}>
                  {breakdown}
                </Collapse>
              </>
            )}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
