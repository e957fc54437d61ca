import type { staffClientItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { staffPath } from '../../../app/paths.ts';
import { type ListColumn, ListTable } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { useClients } from '../api/clients.ts';

type StaffClientItem = z.infer<typeof staffClientItem>;

const noFilters = [] as const;
const listDefaults = { sort: 'name', order: 'asc' } as const;

/** Clients (/staff/clients): the provider's clients, searchable, each to its page of policies. */
export function ClientsRoute() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const list = useListParams(noFilters, listDefaults);
  const { q, ...rest } = list.query;
  const clients = useClients({ ...rest, search: q });
  const columns: ListColumn<StaffClientItem>[] = [
    {
      key: 'name',
      label: t('clients.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (client) => (
        <Link component={RouterLink} to={staffPath('clientDetails', client.clientGuid)}>
          {client.name}
        </Link>
      ),
    },
    {
      key: 'clientNumber',
      label: t('clients.columns.clientNumber'),
      sortKey: 'clientNumber',
      render: (client) => client.clientNumber,
    },
    { key: 'orgNumber', label: t('clients.columns.orgNumber'), render: (client) => client.orgNumber },
    {
      key: 'activeCases',
      label: t('clients.columns.activeCases'),
      numeric: true,
      render: (client) => String(client.activeCases),
    },
  ];
  return (
    <TitledPage title={t('clients.title')} intro={t('clients.intro')}>
      <div>
        <ListToolbar
          searchLabel={t('clients.search')}
          q={list.q}
          onSearch={(text) => list.change({ q: text })}
          filtered={list.filtered}
          onClear={() => list.change({ q: undefined })}
        />
        <ListTable
          caption={t('clients.caption')}
          columns={columns}
          getKey={(client) => client.clientGuid}
          data={clients.data}
          fetching={clients.isPlaceholderData}
          error={clients.error}
          onRetry={() => void clients.refetch()}
          sort={list.sort}
          order={list.order}
          onSort={(sort, order) => list.change({ sort, order })}
          onPageChange={(page) => list.change({ page })}
          onPageSizeChange={(pageSize) => list.change({ pageSize })}
          empty={<Typography>{t('creditor:list.noMatches')}</Typography>}
        />
      </div>
    </TitledPage>
  );
}
