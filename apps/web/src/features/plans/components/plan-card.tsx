import type { Plan } from '@fordra/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { InstalmentPaymentCard } from '../../../shared/payment/instalment-payment-card.tsx';
import { Amount } from '../../../shared/ui/amount.tsx';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { useRateFormatter } from '../plan-format.ts';
import { PlanInstalments } from './plan-instalments.tsx';
import { StatusChip } from './status-chip.tsx';

/** One figure of a plan's summary: a label over its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.125rem', fontWeight: 500 }}>
        <Amount>{value}</Amount>
      </Typography>
    </Box>
  );
}

/** Where the plan stands, in a sentence: the next instalment, the decision awaited, or how it ended. */
function PlanStanding({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  if (plan.status === 'Active') {
    const next = plan.instalments.find((instalment) => instalment.paid < instalment.amount);
    if (!next) return null;
    return (
      <>
        <Typography>
          <Trans
            t={t}
            i18nKey="plan.next"
            values={{
              amount: money(next.amount - next.paid, plan.currency),
              date: formatDay(next.dueDate),
            }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        <NextInstalmentPayment planGuid={plan.planGuid} />
      </>
    );
  }
  if (plan.status === 'Proposal') return <Notice severity="info">{t('plan.waiting')}</Notice>;
  if (plan.status === 'Rejected') {
    return (
      <Notice severity="info">
        {t('plan.rejected')}
        {plan.decisionNote && (
          <Typography sx={{ mt: 0.5 }}>{t('plan.decisionNote', { note: plan.decisionNote })}</Typography>
        )}
      </Notice>
    );
  }
  if (plan.status === 'Terminated') return <Typography>{t('plan.terminated')}</Typography>;
  return <Typography>{t('plan.completed')}</Typography>;
}

/** How to pay the plan's next instalment: its own OCR reference, Swish and bankgiro (once they are in). */
function NextInstalmentPayment({ planGuid }: { planGuid: string }) {
  const { data } = useQuery(paymentInfoQueryOptions());
  const instalment = data?.instalments.find((item) => item.planGuid === planGuid);
  if (!instalment) return null;
  return (
    <CopyFeedbackProvider>
      <InstalmentPaymentCard instalment={instalment} />
    </CopyFeedbackProvider>
  );
}

/** One payment plan: its status, cases, summary and instalments (open at once while the plan is current). */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const formatDate = useDateFormatter();
  const rate = useRateFormatter();
  const wide = useWideLayout();
  // A current plan's instalments are open on a computer; on a phone the next one is in the sentence above.
  const [open, setOpen] = useState(plan.isActive && wide);
  const headingId = useId();
  const instalmentsId = useId();
  const format = (minor: number) => money(minor, plan.currency);

  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" id={headingId}>
                {t('plan.title', { count: plan.months })}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('plan.proposedOn', { date: formatDate(new Date(plan.createdAt), 'medium') })}
              </Typography>
            </Box>
            <StatusChip label={t(`status.${plan.status}`)} />
          </Box>

          <PlanStanding plan={plan} />

          <Box>
            <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
              {t('plan.cases')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {plan.cases.map((item) => (
                <Typography component="li" key={item.caseGuid}>
                  {t('plan.case', { creditor: item.creditorName, caseNumber: item.caseNumber })}
                </Typography>
              ))}
            </Box>
          </Box>

          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
              py: 2,
              borderTop: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Figure label={t('plan.total')} value={format(plan.total)} />
            <Figure label={t('plan.instalments')} value={String(plan.instalments.length)} />
            <Figure label={t('plan.remaining')} value={String(plan.remainingInstalments)} />
            <Figure label={t('plan.perMonth')} value={format(plan.monthlyAmount)} />
            <Figure label={t('plan.effectiveRate')} value={rate(plan.effectiveRateTenths)} />
            <Figure label={t('plan.paid')} value={format(plan.paidAmount)} />
          </Box>

          <Box>
            <Button
              variant="text"
              color="inherit"
              aria-expanded={open}
              aria-controls={instalmentsId}
              onClick={() => setOpen((value) => !value)}
              endIcon={
                <ExpandMoreIcon
                  sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                />
              }
              sx={{ px: 0, textDecoration: 'underline', textUnderlineOffset: '0.2em' }}
            >
              {open
                ? t('plan.hideInstalments')
                : t('plan.showInstalments', { count: plan.instalments.length })}
            </Button>
            <Collapse in={open} id={instalmentsId}>
              <PlanInstalments plan={plan} label={t('plan.instalmentList')} />
            </Collapse>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
