import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMoneyFormatter } from '../format/money.ts';
import { Amount } from '../ui/amount.tsx';
import { BankTransfer } from './bank-transfer.tsx';
import type { Payable } from './payable.ts';
import { SwishPayment } from './swish-payment.tsx';

/**
 * How to pay one case: the amount, then Swish and bankgiro side by side from md (stacked on phones,
 * Swish first: one tap). `headingComponent` fits the card into the page's outline; `titleTo` makes the
 * title a link (to the case's page); `note` comes before the ways to pay and `footer` after them (the
 * invoice's own PDF, say).
 */
export function PaymentCard({
  info,
  title,
  titleTo,
  subtitle,
  headingComponent = 'h3',
  note,
  footer,
}: {
  info: Payable;
  title: string;
  titleTo?: string;
  subtitle?: string;
  headingComponent?: 'h2' | 'h3';
  note?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('payment');
  const money = useMoneyFormatter();
  const headingId = useId();
  const partHeading = headingComponent === 'h2' ? 'h3' : 'h4';
  const swishUsable = info.swishPayload !== null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            pb: 2,
            mb: { xs: 2, md: 3 },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant={headingComponent === 'h2' ? 'h2' : 'h3'}
              component={headingComponent}
              id={headingId}
              sx={{ fontSize: { md: '1.25rem' } }}
            >
              {titleTo ? (
                <Link component={RouterLink} to={titleTo} color="inherit">
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
          </Box>
          <Box component="dl" sx={{ m: 0, flexShrink: 0, textAlign: 'end' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t('amountToPay')}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: { xs: '1.375rem', md: '1.625rem' }, fontWeight: 500, lineHeight: 1.3 }}
            >
              <Amount>{money(info.amountToPay, info.currency)}</Amount>
            </Typography>
          </Box>
        </Box>
        {note && <Box sx={{ mb: { xs: 2, md: 3 } }}>{note}</Box>}
        <Grid container spacing={{ xs: 3, md: 6 }}>
          {/* Swish comes first (one tap on a phone) unless it cannot be used for this case. */}
          <Grid size={{ xs: 12, md: 6 }} sx={{ order: swishUsable ? 1 : 2 }}>
            <SwishPayment info={info} headingComponent={partHeading} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ order: swishUsable ? 2 : 1 }}>
            <BankTransfer info={info} headingComponent={partHeading} />
          </Grid>
        </Grid>
        {footer && (
          <Box sx={{ mt: { xs: 2, md: 3 }, pt: 2, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>
        )}
      </CardContent>
    </Card>
  );
}
