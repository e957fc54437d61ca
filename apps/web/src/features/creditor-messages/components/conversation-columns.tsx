import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDateFormatter } from '../../../shared/format/date.ts';
import type { ClientConversation } from '../api/get-conversations.ts';
import { threadState } from '../thread-state.ts';

/** The list's columns: the subject (a link, with the last message's beginning), whom it is about, its state and last message. */
export function useConversationColumns(): ListColumn<ClientConversation>[] {
  const { t } = useTranslation('creditor-messages');
  const date = useDateFormatter();
  return [
    {
      key: 'subject',
      label: t('columns.subject'),
      primary: true,
      render: (item) => {
        const last = item.messages.at(-1);
        return (
          <>
            <Link
              component={RouterLink}
              to={creditorPath('conversation', item.conversationGuid)}
              sx={{ fontWeight: item.unread ? 700 : 500, overflowWrap: 'anywhere' }}
            >
              <bdi>{item.subject}</bdi>
            </Link>
            {last && (
              <Typography
                component="span"
                variant="body2"
                color="textSecondary"
                sx={{
                  display: 'block',
                  fontWeight: 400,
                  maxWidth: { md: 420 },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {t(`lastFrom.${last.author}`)} <bdi>{last.body}</bdi>
              </Typography>
            )}
          </>
        );
      },
    },
    {
      key: 'about',
      label: t('columns.about'),
      render: (item) =>
        item.caseGuid && item.caseNumber ? (
          <Link component={RouterLink} to={creditorPath('caseDetails', item.caseGuid)}>
            {t('about.case', { caseNumber: item.caseNumber })}
          </Link>
        ) : item.customerGuid ? (
          <Link component={RouterLink} to={creditorPath('customerDetails', item.customerGuid)}>
            {t('about.customer', { customerNumber: item.customerNumber ?? '' })}
          </Link>
        ) : (
          t('about.none')
        ),
    },
    {
      key: 'state',
      label: t('columns.state'),
      render: (item) => {
        const state = threadState(item);
        return (
          <Chip
            size="small"
            label={t(`state.${state}`)}
            color={state === 'unread' ? 'primary' : 'default'}
            variant={state === 'unread' ? 'filled' : 'outlined'}
          />
        );
      },
    },
    {
      key: 'updatedAt',
      label: t('columns.lastMessage'),
      sortKey: 'updatedAt',
      render: (item) => (
        <time dateTime={item.updatedAt}>{date(new Date(item.updatedAt), 'mediumWithTime')}</time>
      ),
    },
  ];
}
