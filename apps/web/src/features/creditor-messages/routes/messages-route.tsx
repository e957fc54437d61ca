import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { ReadOnlyNotice } from '../../../shared/creditor/read-only-notice.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { type ConversationKind, conversationsQueryOptions } from '../api/get-conversations.ts';
import { useConversationColumns } from '../components/conversation-columns.tsx';
import { NewConversationButton } from '../components/new-conversation-dialog.tsx';
import { conversationListFilters, conversationListOf } from '../conversation-list-query.ts';

const kinds: readonly ConversationKind[] = ['cases', 'customers'];

/** The client's conversations with the provider, unread first, about its cases or its ledger's customers. */
export function MessagesRoute() {
  const { t } = useTranslation('creditor-messages');
  const { canWrite } = useCurrentClientUser();
  const list = useListParams(conversationListFilters);
  const [search] = useSearchParams();
  const { kind, unreadOnly, query } = conversationListOf(search);
  const columns = useConversationColumns();
  const tabsId = useId();

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <PageHeading>{t('title')}</PageHeading>
          <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 640 }}>
            {t('intro')}
          </Typography>
        </Box>
        {canWrite && (
          <Box sx={{ flexShrink: 0 }}>
            <NewConversationButton />
          </Box>
        )}
      </Stack>
      {!canWrite && <ReadOnlyNotice />}
      <Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Tabs
            value={kind}
            onChange={(_event, next: ConversationKind) =>
              list.change({ about: next === 'cases' ? undefined : next })
            }
            aria-label={t('tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {kinds.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`tabs.${value}`)}
                id={`${tabsId}-${value}`}
                aria-controls={`${tabsId}-panel`}
              />
            ))}
          </Tabs>
          <FormControlLabel
            control={
              <Switch
                checked={unreadOnly}
                onChange={(event) => list.change({ unread: event.target.checked ? 'true' : undefined })}
              />
            }
            label={t('unreadOnly')}
          />
        </Stack>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${kind}`}>
          <QueryListTable
            caption={t(`caption.${kind}`)}
            query={conversationsQueryOptions(kind, query)}
            columns={columns}
            getKey={(item) => item.conversationGuid}
            sort={query.sort}
            order={query.order}
            onSort={(nextSort, nextOrder) => list.change({ sort: nextSort, order: nextOrder })}
            onPageChange={(nextPage) => list.change({ page: nextPage })}
            onPageSizeChange={(nextSize) => list.change({ pageSize: nextSize })}
            empty={
              <EmptyState
                compact
                icon={ForumOutlinedIcon}
                title={unreadOnly ? t('empty.unread') : t(`empty.${kind}`)}
              />
            }
          />
        </Box>
      </Box>
    </Stack>
  );
}
