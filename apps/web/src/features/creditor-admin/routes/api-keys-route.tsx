import AddIcon from '@mui/icons-material/Add';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { type ApiKey, apiKeysQueryOptions } from '../api/list-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { AdminOnlyNotice } from '../components/admin-only-notice.tsx';
import { AdminPage, useDoneMessage } from '../components/admin-page.tsx';
import { ApiKeyUsage } from '../components/api-key-usage.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog.tsx';
import { Moment } from '../components/moment.tsx';
import { monospaceFont } from '../components/monospace.ts';
import { WordChip } from '../components/word-chip.tsx';
import { pageOf } from '../page-of.ts';

/** API keys (/creditor/api-keys): the client's keys, creating one (shown once) and revoking (admins only). */
export function ApiKeysRoute() {
  const { t } = useTranslation('creditor-admin');
  const { isAdmin } = useCurrentClientUser();
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title={t('apiKeys.title')}
      intro={t('apiKeys.intro')}
      action={{ label: t('apiKeys.create'), icon: <AddIcon />, onClick: () => setCreating(true) }}
    >
      {isAdmin ? <ApiKeysAdministration /> : <AdminOnlyNotice />}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </AdminPage>
  );
}

function ApiKeysAdministration() {
  const { t } = useTranslation('creditor-admin');
  const { client } = useCurrentClientUser();
  const list = useListParams();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const { say, snackbar } = useDoneMessage();

  const columns: ListColumn<ApiKey>[] = [
    { key: 'name', label: t('apiKeys.columns.name'), primary: true, render: (key) => key.name },
    {
      key: 'prefix',
      label: t('apiKeys.columns.prefix'),
      render: (key) => (
        <Box component="code" dir="ltr" sx={{ fontFamily: monospaceFont }}>
          {`${key.prefix}…`}
        </Box>
      ),
    },
    { key: 'scope', label: t('apiKeys.columns.scope'), render: (key) => t(`scope.${key.scope}`) },
    { key: 'created', label: t('apiKeys.columns.created'), render: (key) => <Moment iso={key.createdAt} /> },
    {
      key: 'lastUsed',
      label: t('apiKeys.columns.lastUsed'),
      render: (key) => (key.lastUsedAt ? <Moment iso={key.lastUsedAt} /> : t('apiKeys.neverUsed')),
    },
    {
      key: 'status',
      label: t('apiKeys.columns.status'),
      render: (key) =>
        key.revokedAt ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <WordChip label={t('apiKeys.statusRevoked')} muted />
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              <Moment iso={key.revokedAt} />
            </Box>
          </Stack>
        ) : (
          <WordChip label={t('apiKeys.active')} />
        ),
    },
    {
      key: 'actions',
      label: t('apiKeys.columns.actions'),
      render: (key) =>
        key.revokedAt ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('apiKeys.noActions')}
          </Box>
        ) : (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            aria-label={t('apiKeys.revokeLabel', { name: key.name })}
            onClick={() => {
              revoke.reset();
              setRevoking(key);
              setRevokeOpen(true);
            }}
            sx={{ my: -0.5 }}
          >
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <QueryListTable
        caption={t('apiKeys.caption', { client: client.name })}
        query={{ ...apiKeysQueryOptions, select: (keys) => pageOf(keys.items, list.page, list.pageSize) }}
        columns={columns}
        getKey={(key) => key.apiKeyGuid}
        onPageChange={(page) => list.change({ page })}
        onPageSizeChange={(pageSize) => list.change({ pageSize })}
        empty={<EmptyState icon={KeyOutlinedIcon} title={t('apiKeys.empty')} compact />}
      />
      <ApiKeyUsage />
      <ConfirmDialog
        open={revokeOpen}
        title={t('revokeDialog.title', { name: revoking?.name ?? '' })}
        body={t('revokeDialog.body')}
        confirmLabel={t('revokeDialog.submit')}
        pending={revoke.isPending}
        error={revoke.error}
        onClose={() => setRevokeOpen(false)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.apiKeyGuid, {
            onSuccess: (key) => {
              setRevokeOpen(false);
              say(t('apiKeys.revoked', { name: key.name }));
            },
          });
        }}
      />
      {snackbar}
    </>
  );
}
