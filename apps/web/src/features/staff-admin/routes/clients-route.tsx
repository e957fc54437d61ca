import type { staffClientItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { staffPath } from '../../../app/paths.ts';
import { type ListColumn, ListTable } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { ListBoundary } from '../../../shared/staff/list-boundary.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { clientsListDefaults, clientsQueryOf, clientsQueryOptions } from '../api/clients.ts';

type StaffClientItem = z.infer<typeof staffClientItem>;

const noFilters = [] as const;

/** Clients (/staff/clients): the provider's clients, searchable, each to its page of policies. */
export function ClientsRoute() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const list = useListParams(noFilters, clientsListDefaults);
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
        <ListBoundary caption={t('clients.caption')}>
          <Clients />
        </ListBoundary>
      </div>
    </TitledPage>
  );
}

function Clients() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const list = useListParams(noFilters, clientsListDefaults);
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(clientsQueryOptions(clientsQueryOf(search)));
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
    <ListTable
      caption={t('clients.caption')}
      columns={columns}
      getKey={(client) => client.clientGuid}
      data={data}
      sort={list.sort}
      order={list.order}
      onSort={(sort, order) => list.change({ sort, order })}
      onPageChange={(page) => list.change({ page })}
      onPageSizeChange={(pageSize) => list.change({ pageSize })}
      empty={<Typography>{t('creditor:list.noMatches')}</Typography>}
    />
  );
}
