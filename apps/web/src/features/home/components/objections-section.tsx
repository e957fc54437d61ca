import { stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath } from '../../../config/paths.ts';
import {
  caseStanding,
  debtorObjectionsQueryOptions,
  standingMark,
} from '../../../shared/debtor/debtor-objections.ts';
import { StandingChip } from '../../../shared/debtor/standing-chip.tsx';
import { StandingSummary } from '../../../shared/debtor/standing-summary.tsx';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';

/**
 * The debtor's disputes and requests for more time, one card per case: "Disputed — collection paused"
 * with the day and the answer when it comes, or the new due date. Nothing while there are none, or
 * while they cannot be read (the case page says more).
 */
export function ObjectionsSection() {
  const { t } = useTranslation('objections');
  const money = useMoneyFormatter();
  const headingId = useId();
  const objections = useQuery(debtorObjectionsQueryOptions).data;
  // The open cases, by the answer Home reads for paying them anyway: their creditor, number and amount.
  const cases = useQuery(paymentInfoQueryOptions()).data;
  if (!objections || !cases) return null;
  const today = stockholmDateTime(new Date()).date;
  const shown = cases.cases.flatMap((item) => {
    const standing = caseStanding(item.caseGuid, objections);
    const mark = standingMark(standing, today);
    const answered = standing.objection !== null && standing.objection.status !== 'open';
    // A case the process waits for, or whose dispute was answered (what the answer means for it).
    return mark || answered ? [{ item, standing, mark }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography variant="h2" id={headingId}>
        {t('card.title')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map(({ item, standing, mark }) => (
          <Card component="li" key={item.caseGuid}>
            <CardContent>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={caseDetailsPath(item.caseGuid)} sx={{ fontWeight: 600 }}>
                    {item.creditorName}
                  </Link>
                  <Typography variant="body2" color="textSecondary">
                    {t('dispute.case', {
                      caseNumber: item.caseNumber,
                      amount: money(item.amountToPay, item.currency),
                    })}
                  </Typography>
                </Box>
                <StandingChip mark={mark} />
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <StandingSummary standing={standing} creditor={item.creditorName} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
