import type { StaffAccount } from '@fordra/contract';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useStaffMe } from '../../../shared/staff/staff-me.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { NameAndUsername } from '../../../shared/ui/name-and-username.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { staffAccountsQueryOptions, useUpdateStaffAccount } from '../api/accounts.ts';
import { AddStaffDialog, ChangeRoleDialog } from '../components/account-dialogs.tsx';
import { useProblemText } from '../components/problem-text.ts';
import { accountActions, accountsPage } from '../staff-accounts.ts';

type AccountAction = 'changeRole' | 'disable' | 'enable';
const noFilters = [] as const;
const listDefaults = { sort: 'displayName', order: 'asc' } as const;

/** Staff accounts (/staff/accounts, admins): the provider's staff, adding one, a role, disabling. */
export function AccountsRoute() {
  const { t } = useTranslation('staff-admin');
  const me = useStaffMe();
  const [adding, setAdding] = useState({ open: false, count: 0 });
  const { say, snackbar } = useDoneMessage();
  if (me.staffRole !== 'admin') {
    return (
      <TitledPage title={t('accounts.title')}>
        <Notice severity="info">{t('accounts.adminOnly')}</Notice>
      </TitledPage>
    );
  }
  return (
    <TitledPage
      title={t('accounts.title')}
      intro={t('accounts.intro')}
      action={
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setAdding(({ count }) => ({ open: true, count: count + 1 }))}
          sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, flexShrink: 0 }}
        >
          {t('accounts.add.open')}
        </Button>
      }
    >
      <Accounts myAccountGuid={me.accountGuid} say={say} />
      <AddStaffDialog
        open={adding.open}
        openCount={adding.count}
        onClose={() => setAdding((current) => ({ ...current, open: false }))}
        onAdded={(name) => {
          setAdding((current) => ({ ...current, open: false }));
          say(t('accounts.added', { name }));
        }}
      />
      {snackbar}
    </TitledPage>
  );
}

function Accounts({ myAccountGuid, say }: { myAccountGuid: string; say: (text: string) => void }) {
  const { t } = useTranslation(['staff-admin', 'staff', 'creditor']);
  const formatDate = useDateFormatter();
  const problemText = useProblemText();
  const list = useListParams(noFilters, listDefaults);
  const update = useUpdateStaffAccount();
  const [roleOf, setRoleOf] = useState<{ account: StaffAccount | null; count: number }>({
    account: null,
    count: 0,
  });
  const [confirm, setConfirm] = useState<{ action: 'disable' | 'enable'; account: StaffAccount } | null>(
    null,
  );
  // The question stays written while its dialog fades out.
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onAction = (action: AccountAction, account: StaffAccount) => {
    update.reset();
    if (action === 'changeRole') setRoleOf(({ count }) => ({ account, count: count + 1 }));
    else {
      setConfirm({ action, account });
      setConfirmOpen(true);
    }
  };
  const columns: ListColumn<StaffAccount>[] = [
    {
      key: 'name',
      label: t('accounts.columns.name'),
      sortKey: 'displayName',
      primary: true,
      render: (account) => (
        <NameAndUsername
          name={
            account.accountGuid === myAccountGuid
              ? t('accounts.you', { name: account.displayName })
              : account.displayName
          }
          username={account.username}
          usernameLabel={t('accounts.columns.username')}
        />
      ),
    },
    {
      key: 'role',
      label: t('accounts.columns.role'),
      sortKey: 'staffRole',
      render: (a) => t(`staff:role.${a.staffRole}`),
    },
    { key: 'email', label: t('accounts.columns.email'), render: (account) => account.email ?? '' },
    {
      key: 'lastLogin',
      label: t('accounts.columns.lastLogin'),
      sortKey: 'lastLoginAt',
      render: (account) =>
        account.lastLoginAt ? (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(new Date(account.lastLoginAt), 'mediumWithTime')}
          </Box>
        ) : (
          t('accounts.never')
        ),
    },
    {
      key: 'status',
      label: t('accounts.columns.status'),
      render: (account) => (
        <Chip
          size="small"
          variant="outlined"
          label={account.disabled ? t('accounts.status.disabled') : t('accounts.status.active')}
          sx={account.disabled ? { borderStyle: 'dashed', color: 'text.secondary' } : undefined}
        />
      ),
    },
    {
      key: 'actions',
      label: t('accounts.columns.actions'),
      render: (account) => (
        <ActionsMenu account={account} myAccountGuid={myAccountGuid} onAction={onAction} />
      ),
    },
  ];

  return (
    <>
      <QueryListTable
        caption={t('accounts.caption')}
        // The server answers all the staff at once: sorted and paged here.
        query={{ ...staffAccountsQueryOptions, select: (answer) => accountsPage(answer.items, list) }}
        columns={columns}
        getKey={(account) => account.accountGuid}
        sort={list.sort}
        order={list.order}
        onSort={(sort, order) => list.change({ sort, order })}
        onPageChange={(page) => list.change({ page })}
        onPageSizeChange={(pageSize) => list.change({ pageSize })}
        empty={<Typography>{t('creditor:list.noMatches')}</Typography>}
      />
      <ChangeRoleDialog
        account={roleOf.account}
        openCount={roleOf.count}
        onClose={() => setRoleOf((current) => ({ ...current, account: null }))}
        onChanged={(account, role) => {
          setRoleOf((current) => ({ ...current, account: null }));
          say(
            t('accounts.changed.role', {
              name: account.displayName,
              role: t(`staff:role.${role}`).toLocaleLowerCase(),
            }),
          );
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={
          confirm ? t(`accounts.${confirm.action}Dialog.title`, { name: confirm.account.displayName }) : ''
        }
        body={
          confirm ? t(`accounts.${confirm.action}Dialog.body`, { name: confirm.account.displayName }) : ''
        }
        confirmLabel={confirm ? t(`accounts.${confirm.action}Dialog.submit`) : ''}
        pending={update.isPending}
        cancelLabel={t('cancel')}
        failure={
          update.error && (
            <Notice severity="error">{t('accounts.failed', { reason: problemText(update.error) })}</Notice>
          )
        }
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!confirm) return;
          const disabled = confirm.action === 'disable';
          update.mutate(
            { accountGuid: confirm.account.accountGuid, change: { disabled } },
            {
              onSuccess: () => {
                setConfirmOpen(false);
                say(
                  t(disabled ? 'accounts.changed.disabled' : 'accounts.changed.enabled', {
                    name: confirm.account.displayName,
                  }),
                );
              },
            },
          );
        }}
      />
    </>
  );
}

/** A colleague's row actions in a menu; the admin's own row says why it has none. */
function ActionsMenu({
  account,
  myAccountGuid,
  onAction,
}: {
  account: StaffAccount;
  myAccountGuid: string;
  onAction: (action: AccountAction, account: StaffAccount) => void;
}) {
  const { t } = useTranslation('staff-admin');
  const allowed = accountActions(account, myAccountGuid);
  const actions = (['changeRole', 'disable', 'enable'] as const).filter((action) => allowed[action]);
  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" component="span">
        {t('accounts.selfNoActions')}
      </Typography>
    );
  }
  return (
    <RowActionsMenu
      label={t('accounts.actionsFor', { name: account.displayName })}
      actions={actions.map((action) => ({
        key: action,
        label: t(`accounts.actions.${action}`),
        onSelect: () => onAction(action, account),
      }))}
    />
  );
}
