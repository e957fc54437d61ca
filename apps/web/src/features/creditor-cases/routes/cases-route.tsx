import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useClientCreditors } from '../../../shared/creditor/client-creditors.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { casesCsvUrl, casesQueryOptions } from '../api/get-cases.ts';
import { CASE_FILTER_KEYS, CASE_TABS, caseListDefaults, casesQuery, caseTab } from '../case-list-query.ts';
import { useCaseColumns } from '../components/case-columns.tsx';
import { CaseFilters } from '../components/case-filters.tsx';

const noFilters = {
  q: '',
  statusGroup: undefined,
  status: undefined,
  creditorGuid: undefined,
  from: undefined,
  to: undefined,
};

/** The client's cases: paged, sorted and filtered on the server, the state in the address. */
export function CreditorCasesRoute() {
  const { t } = useTranslation(['creditor-cases', 'creditor']);
  const { canWrite, client } = useCurrentClientUser();
  const list = useListParams(CASE_FILTER_KEYS, caseListDefaults);
  const language = useLanguage();
  const creditors = useClientCreditors(client.clientGuid);
  const columns = useCaseColumns();
  const tab = caseTab(list.filters);
  // The tab is the list's own view, not a filter to clear; only what narrows it within the tab is.
  const narrowed =
    list.q !== '' || CASE_FILTER_KEYS.some((key) => key !== 'statusGroup' && list.filters[key]);

  const registerButton = canWrite && (
    <Button
      variant="contained"
      component={RouterLink}
      to={paths.creditor.registerCase}
      startIcon={<AddIcon />}
    >
      {t('registerCase')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <PageHeading>{t('title')}</PageHeading>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {t('intro', { client: client.name })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            href={casesCsvUrl(casesQuery(list.query), language)}
            download
            startIcon={<DownloadIcon aria-hidden="true" />}
          >
            {t('download')}
          </Button>
          {registerButton}
        </Box>
      </Box>

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) =>
            list.change({ statusGroup: next === 'active' ? undefined : next })
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabsLabel')}
        >
          {CASE_TABS.map((group) => (
            <Tab
              key={group}
              value={group}
              label={group === 'all' ? t('allCases') : t(`creditor:statusGroup.${group}`)}
            />
          ))}
        </Tabs>
      </Box>

      <Box>
        <ListToolbar
          searchLabel={t('searchLabel')}
          q={list.q}
          onSearch={(q) => list.change({ q })}
          filtered={narrowed}
          onClear={() => list.change({ ...noFilters, statusGroup: list.filters.statusGroup })}
        >
          <CaseFilters filters={list.filters} creditors={creditors} onChange={list.change} />
        </ListToolbar>

        <QueryListTable
          caption={t('caption')}
          query={casesQueryOptions(casesQuery(list.query))}
          columns={columns}
          getKey={(item) => item.caseGuid}
          sort={list.sort}
          order={list.order}
          onSort={(sort, order) => list.change({ sort, order })}
          onPageChange={(page) => list.change({ page })}
          onPageSizeChange={(pageSize) => list.change({ pageSize })}
          empty={
            narrowed ? (
              <EmptyState icon={SearchOffOutlinedIcon} title={t('creditor:list.noMatches')} compact>
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  {t('empty.noMatchesHint')}
                </Typography>
                <Button onClick={() => list.change({ ...noFilters, statusGroup: list.filters.statusGroup })}>
                  {t('creditor:list.clearFilters')}
                </Button>
              </EmptyState>
            ) : (
              <EmptyState
                icon={FolderOpenOutlinedIcon}
                title={t(tab === 'active' ? 'empty.active' : 'empty.tab')}
                compact
              >
                <Typography color="textSecondary" sx={{ mb: canWrite ? 2 : 0 }}>
                  {canWrite ? t('empty.hintWriter') : t('empty.hintReader')}
                </Typography>
                {registerButton}
              </EmptyState>
            )
          }
        />
      </Box>
    </Stack>
  );
}
