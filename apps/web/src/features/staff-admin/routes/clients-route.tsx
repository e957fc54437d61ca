import type { staffClientItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { staffPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { clientsListDefaults, clientsQueryOf, clientsQueryOptions } from '../api/clients.ts';

type StaffClientItem = z.infer<typeof staffClientItem>;

const noFilters = [] as const;

/** Clients (/staff/clients): the provider's clients, searchable, each to its page of policies. */
export function ClientsRoute() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const list = useListParams(noFilters, clientsListDefaults);
  const [search] = useSearchParams();
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
        <QueryListTable
          caption={t('clients.caption')}
          query={clientsQueryOptions(clientsQueryOf(search))}
          columns={columns}
          getKey={(client) => client.clientGuid}
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
