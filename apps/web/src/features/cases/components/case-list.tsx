import type { CaseDetails } from '@fordra/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath, disputePath } from '../../../config/paths.ts';
import {
  type CaseStanding,
  caseStanding,
  type DebtorObjections,
  standingMark,
} from '../../../shared/debtor/debtor-objections.ts';
import { StandingChip } from '../../../shared/debtor/standing-chip.tsx';
import { StandingSummary } from '../../../shared/debtor/standing-summary.tsx';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { StatusChip } from './status-chip.tsx';
import { useCaseLabels } from './use-case-labels.ts';

type Props = {
  cases: readonly CaseDetails[];
  label: string;
  /** The debtor's disputes and requests for more time, once read: what holds each case. */
  objections: DebtorObjections | undefined;
  /** Today in Stockholm (YYYY-MM-DD). */
  today: string;
};

const noStanding: CaseStanding = { objection: null, postponement: null };

/** Where a case stands, and whether it can be disputed from the list (open, no dispute waiting). */
function standingOf(item: CaseDetails, objections: DebtorObjections | undefined, today: string) {
  const standing = objections ? caseStanding(item.caseGuid, objections) : noStanding;
  const mark = standingMark(standing, today);
  return {
    standing,
    mark,
    canDispute: item.isActive && objections !== undefined && mark?.kind !== 'disputed',
  };
}

/** "Dispute this claim" for one case, named with its number for screen readers. */
function DisputeLink({ item }: { item: CaseDetails }) {
  const { t } = useTranslation(['objections', 'cases']);
  return (
    <Link
      component={RouterLink}
      to={disputePath(item.caseGuid)}
      aria-label={`${t('card.dispute')}, ${t('cases:case', { caseNumber: item.caseNumber })}`}
      sx={{ position: 'relative', zIndex: 1, whiteSpace: 'nowrap' }}
    >
      {t('card.dispute')}
    </Link>
  );
}

/**
 * The figure a case is listed with: what is left to pay on an open case; what was paid on a closed
 * one, which has nothing left to pay whatever balance it was closed with.
 */
function useListedAmount() {
  const { t } = useTranslation('cases');
  const money = useMoneyFormatter();
  return {
    label: (closed: boolean) => (closed ? t('list.paid') : t('list.remaining')),
    amount: (item: CaseDetails) => money(item.isActive ? item.remainingAmount : item.paidSum, item.currency),
  };
}

/** The creditor's name, linking to the case; on a card its hit area is stretched over the whole card. */
function CaseLink({ item, stretched }: { item: CaseDetails; stretched?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={caseDetailsPath(item.caseGuid)}
      color="inherit"
      sx={{
        fontWeight: 600,
        ...(stretched && {
          textDecoration: 'none',
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }),
      }}
    >
      {item.creditorName}
    </Link>
  );
}

function CaseTable({ cases, label, objections, today }: Props) {
  const { t } = useTranslation('cases');
  const { t: tObjections } = useTranslation('objections');
  const labels = useCaseLabels();
  const listed = useListedAmount();
  const closed = cases.every((item) => !item.isActive);
  return (
    <Card>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.creditor')}</TableCell>
            <TableCell>{t('list.caseNumber')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell>{t('list.service')}</TableCell>
            <TableCell align="right">{listed.label(closed)}</TableCell>
            {!closed && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {tObjections('listActions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((item) => {
            const { standing, mark, canDispute } = standingOf(item, objections, today);
            return (
              <TableRow key={item.caseGuid} hover>
                <TableCell sx={{ maxWidth: 360 }}>
                  <CaseLink item={item} />
                  <StandingSummary standing={standing} creditor={item.creditorName} />
                </TableCell>
                <TableCell>
                  <Amount>{item.caseNumber}</Amount>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                    <StatusChip status={item.status} />
                    <StandingChip mark={mark} />
                  </Box>
                </TableCell>
                <TableCell>{labels.service(item.service)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 500 }}>
                  <Amount>{listed.amount(item)}</Amount>
                </TableCell>
                {!closed && <TableCell>{canDispute && <DisputeLink item={item} />}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}

function CaseCards({ cases, label, objections, today }: Props) {
  const { t } = useTranslation('cases');
  const labels = useCaseLabels();
  const listed = useListedAmount();
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cases.map((item) => {
        const { standing, mark, canDispute } = standingOf(item, objections, today);
        return (
          <Card
            component="li"
            key={item.caseGuid}
            sx={{ position: 'relative', '&:hover': { borderColor: 'text.secondary' } }}
          >
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" sx={{ fontSize: '1.0625rem' }}>
                    <CaseLink item={item} stretched />
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('case', { caseNumber: item.caseNumber })} · {labels.service(item.service)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.75 }}>
                  <StatusChip status={item.status} />
                  <StandingChip mark={mark} />
                </Box>
              </Box>
              {(mark || standing.objection) && (
                <Box sx={{ mt: 1.5 }}>
                  <StandingSummary standing={standing} creditor={item.creditorName} />
                </Box>
              )}
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  mt: 2,
                  pt: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography color="textSecondary">{listed.label(!item.isActive)}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography sx={{ fontSize: '1.125rem', fontWeight: 500 }}>
                    <Amount>{listed.amount(item)}</Amount>
                  </Typography>
                  <ChevronRightIcon color="action" sx={mirrorInRtl} aria-hidden="true" />
                </Box>
              </Box>
              {canDispute && (
                <Box sx={{ mt: 1.5 }}>
                  <DisputeLink item={item} />
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** A list of cases: a card per case on phones, a table from md (docs/design.md). */
export function CaseList(props: Props) {
  return useWideLayout() ? <CaseTable {...props} /> : <CaseCards {...props} />;
}
