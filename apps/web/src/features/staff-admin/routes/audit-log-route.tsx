import { type AuditLogEntry, auditEntities } from '@fordra/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { PeriodFilter } from '../../../shared/creditor/period-filter.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useStaffMe } from '../../../shared/staff/staff-me.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { auditLogFilters, auditLogQueryOf, auditLogQueryOptions } from '../api/audit-log.ts';
import { auditDetailLines } from '../audit-details.ts';

/**
 * The audit log (/staff/audit-log, admins): who did what and when, the newest first, policy changes
 * with their old and new values; found by who acted, filtered by entity, action and period.
 */
export function AuditLogRoute() {
  const { t } = useTranslation('staff-admin');
  const me = useStaffMe();
  if (me.staffRole !== 'admin') {
    return (
      <TitledPage title={t('audit.title')}>
        <Notice severity="info">{t('audit.adminOnly')}</Notice>
      </TitledPage>
    );
  }
  return (
    <TitledPage title={t('audit.title')} intro={t('audit.intro')}>
      <AuditLog />
    </TitledPage>
  );
}

function AuditLog() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const formatDate = useDateFormatter();
  const list = useListParams(auditLogFilters);
  const [search] = useSearchParams();
  const { filters } = list;
  const entityLabel = (entity: string) =>
    (auditEntities as readonly string[]).includes(entity) ? t(`audit.entities.${entity as 'case'}`) : entity;
  const columns: ListColumn<AuditLogEntry>[] = [
    {
      key: 'at',
      label: t('audit.columns.at'),
      primary: true,
      render: (entry) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(new Date(entry.at), 'mediumWithTime')}
        </Box>
      ),
    },
    {
      key: 'actor',
      label: t('audit.columns.actor'),
      render: (entry) =>
        entry.actorKind === 'system' || entry.actor === null ? (
          t('audit.system')
        ) : entry.actorKind === 'debtor' || entry.actorKind === 'apiKey' ? (
          <>
            <bdi>{entry.actor}</bdi> {t(entry.actorKind === 'debtor' ? 'audit.asDebtor' : 'audit.asApiKey')}
          </>
        ) : (
          <bdi>{entry.actor}</bdi>
        ),
    },
    {
      key: 'action',
      label: t('audit.columns.action'),
      // An action is one word to read whole (`client.policy-updated`); the column makes room for it.
      render: (entry) => <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{entry.action}</Box>,
    },
    {
      key: 'entity',
      label: t('audit.columns.entity'),
      render: (entry) =>
        entry.entity ? (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            {entityLabel(entry.entity)}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {entry.entityId}
            </Box>
          </Box>
        ) : (
          '–'
        ),
    },
    { key: 'details', label: t('audit.columns.details'), render: (entry) => <Details entry={entry} /> },
  ];

  return (
    <div>
      <ListToolbar
        searchLabel={t('audit.actorSearch')}
        q={list.q}
        onSearch={(text) => list.change({ q: text })}
        filtered={list.filtered}
        onClear={() =>
          list.change({ q: undefined, entity: undefined, action: undefined, from: undefined, to: undefined })
        }
      >
        <TextField
          select
          size="small"
          label={t('audit.entity')}
          value={filters.entity ?? ''}
          onChange={(event) => list.change({ entity: event.target.value || undefined })}
          // “All” is a choice of its own, shown as chosen rather than as an empty field.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('audit.allEntities')}</MenuItem>
          {auditEntities.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {entityLabel(entity)}
            </MenuItem>
          ))}
        </TextField>
        <ActionField value={filters.action ?? ''} onChange={(action) => list.change({ action })} />
        <PeriodFilter
          period={filters}
          labels={{ from: t('audit.from'), to: t('audit.to') }}
          groupLabel={t('audit.period')}
          onChange={(patch) => list.change(patch)}
        />
      </ListToolbar>
      <QueryListTable
        caption={t('audit.caption')}
        query={auditLogQueryOptions(auditLogQueryOf(search))}
        columns={columns}
        getKey={(entry) => `${entry.at}-${entry.action}-${entry.entityId ?? ''}-${entry.actor ?? ''}`}
        onPageChange={(page) => list.change({ page })}
        onPageSizeChange={(pageSize) => list.change({ pageSize })}
        empty={<Typography>{t('creditor:list.noMatches')}</Typography>}
      />
    </div>
  );
}

/** The action filter: its beginning (`client.` for every client action), applied when the field is left. */
function ActionField({ value, onChange }: { value: string; onChange: (action: string | undefined) => void }) {
  const { t } = useTranslation('staff-admin');
  return (
    <TextField
      key={value}
      size="small"
      label={t('audit.action')}
      defaultValue={value}
      placeholder={t('audit.actionExample')}
      onBlur={(event) => {
        const next = event.target.value.trim();
        if (next !== value) onChange(next || undefined);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const next = (event.target as HTMLInputElement).value.trim();
        if (next !== value) onChange(next || undefined);
      }}
      slotProps={{ htmlInput: { maxLength: 80, spellCheck: false } }}
      sx={{ minWidth: 200 }}
    />
  );
}

/** The entry's details, one line each: a change from its old value to its new. */
function Details({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('staff-admin');
  const lines = auditDetailLines(entry.details);
  if (lines.length === 0) return '–';
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', overflowWrap: 'anywhere' }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.path}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {line.path === 'reason' ? t('audit.reason') : line.path}:
          </Box>{' '}
          {line.kind === 'change' ? t('audit.change', { old: line.old, new: line.new }) : line.value}
        </Typography>
      ))}
    </Box>
  );
}
