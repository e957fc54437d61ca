import type { WaitingConversationItem } from '@fordra/contract';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffConversationPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { queueQueryOptions } from '../api/queues.ts';
import { DebtorCell, SecondLine } from '../components/party-cells.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';

/** Threads whose last word is a debtor's or a client's, oldest first; each opens to be answered. */
export function ConversationsRoute() {
  const { t } = useTranslation('staff-queues');
  const { query, tableProps } = useQueueList();
  const columns: ListColumn<WaitingConversationItem>[] = [
    {
      key: 'subject',
      label: t('columns.subject'),
      primary: true,
      render: (item) => (
        <>
          <Link
            data-queue-item
            component={RouterLink}
            to={staffConversationPath(item.conversationGuid, item.threadGuid)}
            sx={{ fontWeight: 600 }}
          >
            <bdi>{item.subject}</bdi>
          </Link>
          <Typography
            variant="body2"
            color="textSecondary"
            dir="auto"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              maxWidth: 420,
            }}
          >
            {item.preview}
          </Typography>
        </>
      ),
    },
    { key: 'party', label: t('columns.party'), render: (item) => t(`party.${item.party}`) },
    {
      key: 'debtor',
      label: t('columns.debtor'),
      render: (item) => (item.debtor ? <DebtorCell debtor={item.debtor} /> : t('conversations.noDebtor')),
    },
    {
      key: 'about',
      label: t('columns.about'),
      render: (item) => (
        <>
          {item.caseNumber ?? t('conversations.noCase')}
          {item.clientName && (
            <SecondLine>
              <bdi>{item.clientName}</bdi>
            </SecondLine>
          )}
        </>
      ),
    },
    { key: 'messages', label: t('columns.messages'), numeric: true, render: (item) => item.messageCount },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.waitingSince} />,
    },
  ];

  return (
    <QueuePage title={t('conversations.title')} intro={t('conversations.intro')}>
      <QueueList
        caption={t('conversations.caption')}
        columns={columns}
        getKey={(item) => item.conversationGuid}
        query={queueQueryOptions('conversations', query)}
        {...tableProps}
        empty={<EmptyState compact icon={ForumOutlinedIcon} title={t('conversations.empty')} />}
      />
    </QueuePage>
  );
}
