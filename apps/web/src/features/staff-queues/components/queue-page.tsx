import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '../../../shared/creditor/list-table.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useQueueRowKeys } from './use-queue-keyboard.ts';

/** The shortcuts a page offers, in words under its heading. */
export function KeyboardHint({ itemPage = false }: { itemPage?: boolean }) {
  const { t } = useTranslation('staff-queues');
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1 }}
    >
      <KeyboardOutlinedIcon fontSize="small" aria-hidden="true" />
      {itemPage ? t('keyboard.item') : t('keyboard.list')}
    </Typography>
  );
}

/** A queue's page: its heading and introduction, the keyboard hint, what it holds. */
export function QueuePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{title}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720 }}>
          {intro}
        </Typography>
        <KeyboardHint />
      </Box>
      {children}
    </Stack>
  );
}

/**
 * A queue's list, read as the route's loader asked for it (its skeleton while it loads, why it failed
 * with a way to try again), with the row keys: `j` / `k` move the focus between the rows' first links or buttons
 * (marked `data-queue-item`); the row that holds the focus is shaded as well as outlined.
 */
export function QueueList<Item, Page extends ListPage<Item>, Answer, Key extends QueryKey>(
  props: Parameters<typeof QueryListTable<Item, Page, Answer, Key>>[0],
) {
  const rows = useRef<HTMLDivElement>(null);
  useQueueRowKeys(rows);
  return (
    <Box
      ref={rows}
      sx={{
        '& tr:focus-within, & li:focus-within': { bgcolor: 'action.selected' },
        '& [data-queue-item]:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <QueryListTable {...props} />
    </Box>
  );
}
