import type { StaffCaseView } from '@fordra/contract';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffConversationPath } from '../../../config/paths.ts';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { AmountList, AmountRow } from '../../../shared/ui/amount-list.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { timelineAmount, timelineWhat } from '../case-view.ts';
import { DocumentDelivery } from './document-delivery.tsx';
import { useCaseWords } from './use-case-words.ts';

const rowSx = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1.5,
  py: 1.25,
  borderBottom: 1,
  borderColor: 'divider',
};

function List({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/** The letters and other PDFs of the case, newest first, each opened from the archive. */
export function DocumentsCard({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const words = useCaseWords();
  const moment = useDateFormatter();
  const documents = [...view.documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <SectionCard title={t('documents.title')}>
      {documents.length === 0 ? (
        <EmptyState icon={DescriptionOutlinedIcon} title={t('documents.empty')} compact />
      ) : (
        <List label={t('documents.title')}>
          {documents.map((document) => {
            const letter = words.letter(document.kind) ?? document.title;
            // A late payment made the letter's step unnecessary: it stays listed, marked withdrawn.
            const title = document.withdrawnAt ? t('documents.withdrawn', { title: letter }) : letter;
            const date = moment(new Date(document.createdAt), 'medium');
            return (
              <Box component="li" key={document.documentGuid} sx={{ ...rowSx, alignItems: 'center' }}>
                <PictureAsPdfOutlinedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Link href={document.url} target="_blank" rel="noopener" sx={{ fontWeight: 500 }}>
                    {title}
                    <Box component="span" sx={visuallyHidden}>
                      {t('documents.opensInNewTab')}
                    </Box>
                  </Link>
                  <Typography variant="body2" color="textSecondary">
                    <Amount>{date}</Amount>
                  </Typography>
                  <DocumentDelivery
                    title={letter}
                    deliveries={view.deliveries.filter(
                      (delivery) => delivery.documentGuid === document.documentGuid,
                    )}
                  />
                </Box>
              </Box>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}

/** The plan the case is in: its figures and every instalment, its split over the cases and what was paid of it. */
export function PlanCard({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const words = useCaseWords();
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const { plan } = view;
  if (!plan) {
    return (
      <SectionCard title={t('plan.title')}>
        <EmptyState icon={EventRepeatOutlinedIcon} title={t('plan.none')} compact />
      </SectionCard>
    );
  }
  const format = (minor: number) => money(minor, plan.currency);
  return (
    <SectionCard title={t('plan.title')}>
      <Typography sx={{ fontWeight: 500, mb: 1 }}>
        {t('plan.summary', {
          status: words.planStatus(plan.status),
          months: plan.months,
          monthly: format(plan.monthlyAmount),
        })}
      </Typography>
      <AmountList>
        <AmountRow label={t('plan.total')} amount={format(plan.total)} />
        <AmountRow label={t('plan.paid')} amount={format(plan.paidAmount)} />
      </AmountList>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" aria-label={t('plan.instalments')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('plan.sequence')}</TableCell>
              <TableCell scope="col">{t('plan.dueDate')}</TableCell>
              <TableCell scope="col" align="right">
                {t('plan.amount')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('plan.paidColumn')}
              </TableCell>
              <TableCell scope="col">{t('plan.instalmentStatusColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.instalments.map((instalment) => (
              <TableRow key={instalment.sequence}>
                <TableCell>{instalment.sequence}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Amount>{day(instalment.dueDate, 'medium')}</Amount>
                </TableCell>
                <TableCell align="right">
                  <Amount>{format(instalment.amount)}</Amount>
                  {instalment.split.length > 1 &&
                    instalment.split.map((part) => (
                      <Typography key={part.caseNumber} variant="body2" color="textSecondary">
                        {t('plan.splitPart', { caseNumber: part.caseNumber, amount: format(part.amount) })}
                      </Typography>
                    ))}
                </TableCell>
                <TableCell align="right">
                  <Amount>{format(instalment.paid)}</Amount>
                </TableCell>
                <TableCell>{words.instalmentStatus(instalment.status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}

/** The threads about the case with the debtor or the client, each opened on its own page. */
export function ConversationsCard({ view, actions }: { view: StaffCaseView; actions: ReactNode }) {
  const { t } = useTranslation('staff-case');
  const moment = useDateFormatter();
  const conversations = [...view.conversations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <SectionCard title={t('conversations.title')}>
      {conversations.length === 0 ? (
        <EmptyState icon={ChatOutlinedIcon} title={t('conversations.empty')} compact />
      ) : (
        <List label={t('conversations.title')}>
          {conversations.map((conversation) => (
            <Box component="li" key={conversation.conversationGuid} sx={rowSx}>
              <ChatOutlinedIcon sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden="true" />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={staffConversationPath(conversation.conversationGuid, conversation.threadGuid)}
                  sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                >
                  {conversation.subject}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {t(`conversations.party.${conversation.party}`, { count: conversation.messageCount })} ·{' '}
                  <Amount>{moment(new Date(conversation.updatedAt), 'mediumWithTime')}</Amount>
                </Typography>
              </Box>
            </Box>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>{actions}</Box>
    </SectionCard>
  );
}

/** What was done on the case, from the audit log, newest first: when, who, what and why. */
export function TimelineCard({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const words = useCaseWords();
  const moment = useDateFormatter();
  const money = useMoneyFormatter();
  const entries = [...view.timeline].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title={t('timeline.title')}>
      <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 1.5 }}>
        {t('timeline.order')}
      </Typography>
      {entries.length === 0 ? (
        <EmptyState icon={HistoryOutlinedIcon} title={t('timeline.empty')} compact />
      ) : (
        <Box
          component="ol"
          aria-label={t('timeline.title')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          data-testid="timeline"
        >
          {entries.map((entry, index) => (
            <Box
              component="li"
              // Two entries can share a moment and an action; their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn whole from the case, never reordered in place.
              key={`${entry.at}-${entry.action}-${index}`}
              sx={{ ...rowSx, display: 'block', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
                <Typography sx={{ fontWeight: 500 }}>{words.timeline(timelineWhat(entry))}</Typography>
                {timelineAmount(entry) !== null && (
                  <Typography sx={{ flexShrink: 0 }}>
                    <Amount>{money(timelineAmount(entry) ?? 0, view.currency)}</Amount>
                  </Typography>
                )}
              </Box>
              <Typography variant="body2" color="textSecondary">
                <Amount>{moment(new Date(entry.at), 'mediumWithTime')}</Amount> ·{' '}
                {entry.actor ?? t('timeline.system')}
              </Typography>
              {entry.reason && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('timeline.reason', { reason: entry.reason })}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
