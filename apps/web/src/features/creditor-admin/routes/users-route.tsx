import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { NameAndUsername } from '../../../shared/ui/name-and-username.tsx';
import { usersQueryOptions } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AdminOnlyNotice } from '../components/admin-only-notice.tsx';
import { AdminPage, useDoneMessage } from '../components/admin-page.tsx';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { ChoiceSelect } from '../components/choice-select.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { InviteUserDialog } from '../components/invite-user-dialog.tsx';
import { Moment } from '../components/moment.tsx';
import { RolesExplained } from '../components/roles-explained.tsx';
import { type UserAction, UserActionsMenu } from '../components/user-actions-menu.tsx';
import { WordChip } from '../components/word-chip.tsx';
import { isRole, userListDefaults, userListFilters, userListQueryOf } from '../user-list-query.ts';
import { type ClientUser, clientRoles, userStatus } from '../user-status.ts';

/** Users (/creditor/users): the client's users, inviting one, changing a role, disabling (admins only). */
export function UsersRoute() {
  const { t } = useTranslation('creditor-admin');
  const { client, isAdmin } = useCurrentClientUser();
  const [inviting, setInviting] = useState(false);
  return (
    <AdminPage
      title={t('users.title')}
      intro={t('users.intro', { client: client.name })}
      action={{
        label: t('users.invite'),
        icon: <PersonAddAlt1OutlinedIcon />,
        onClick: () => setInviting(true),
      }}
    >
      {isAdmin ? <UsersAdministration /> : <AdminOnlyNotice />}
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </AdminPage>
  );
}

function UsersAdministration() {
  const { t } = useTranslation(['creditor-admin', 'creditor']);
  const { user: me, client } = useCurrentClientUser();
  const list = useListParams(userListFilters, userListDefaults);
  const [search] = useSearchParams();
  const role = isRole(list.filters.role) ? list.filters.role : undefined;
  const update = useUpdateUser();
  const [roleOf, setRoleOf] = useState<ClientUser | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'disable' | 'enable'; user: ClientUser } | null>(null);
  // The question stays written while its dialog fades out.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { say, snackbar } = useDoneMessage();

  const onAction = (action: UserAction, user: ClientUser) => {
    update.reset();
    if (action === 'changeRole') setRoleOf(user);
    else {
      setConfirm({ action, user });
      setConfirmOpen(true);
    }
  };

  const columns: ListColumn<ClientUser>[] = [
    {
      key: 'name',
      label: t('users.columns.name'),
      sortKey: 'displayName',
      primary: true,
      render: (user) => (
        <NameAndUsername
          name={user.userGuid === me?.userGuid ? `${user.displayName} (${t('users.you')})` : user.displayName}
          username={user.username}
          usernameLabel={t('users.columns.username')}
        />
      ),
    },
    { key: 'email', label: t('users.columns.email'), render: (user) => user.email },
    {
      key: 'role',
      label: t('users.columns.role'),
      sortKey: 'role',
      render: (user) => t(`role.${user.role}`),
    },
    {
      key: 'status',
      label: t('users.columns.status'),
      render: (user) => <WordChip label={t(`status.${userStatus(user)}`)} muted={user.disabled} />,
    },
    {
      key: 'lastLogin',
      label: t('users.columns.lastLogin'),
      sortKey: 'lastLoginAt',
      render: (user) => (user.lastLoginAt ? <Moment iso={user.lastLoginAt} /> : t('users.never')),
    },
    {
      key: 'actions',
      label: t('users.columns.actions'),
      render: (user) => <UserActionsMenu user={user} myUserGuid={me?.userGuid} onAction={onAction} />,
    },
  ];

  return (
    <>
      <Box>
        <ListToolbar
          searchLabel={t('users.search')}
          q={list.q}
          onSearch={(q) => list.change({ q })}
          filtered={list.filtered}
          onClear={() => list.change({ q: undefined, role: undefined })}
        >
          <Box sx={{ minWidth: { md: 220 } }}>
            <ChoiceSelect
              label={t('users.roleFilter')}
              size="small"
              value={role ?? ''}
              onChange={(event) => list.change({ role: event.target.value || undefined })}
              options={[
                { value: '', label: t('users.allRoles') },
                ...clientRoles.map((value) => ({ value, label: t(`role.${value}`) })),
              ]}
            />
          </Box>
        </ListToolbar>
        <QueryListTable
          caption={t('users.caption', { client: client.name })}
          query={usersQueryOptions(userListQueryOf(search))}
          columns={columns}
          getKey={(user) => user.userGuid}
          sort={list.sort}
          order={list.order}
          onSort={(sort, order) => list.change({ sort, order })}
          onPageChange={(page) => list.change({ page })}
          onPageSizeChange={(pageSize) => list.change({ pageSize })}
          empty={<Typography>{t('creditor:list.noMatches')}</Typography>}
        />
      </Box>
      <RolesExplained />
      <ChangeRoleDialog
        user={roleOf}
        onClose={() => setRoleOf(null)}
        onChanged={(user) => {
          setRoleOf(null);
          say(
            t('users.changed.role', {
              name: user.displayName,
              role: t(`role.${user.role}`).toLocaleLowerCase(),
            }),
          );
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={confirm ? t(`${confirm.action}Dialog.title`, { name: confirm.user.displayName }) : ''}
        body={
          confirm
            ? t(`${confirm.action}Dialog.body`, {
                name: confirm.user.displayName,
                role: t(`role.${confirm.user.role}`).toLocaleLowerCase(),
              })
            : ''
        }
        confirmLabel={confirm ? t(`${confirm.action}Dialog.submit`) : ''}
        pending={update.isPending}
        error={update.error}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!confirm) return;
          const disabled = confirm.action === 'disable';
          update.mutate(
            { userGuid: confirm.user.userGuid, change: { disabled } },
            {
              onSuccess: (user) => {
                setConfirmOpen(false);
                say(
                  t(disabled ? 'users.changed.disabled' : 'users.changed.enabled', {
                    name: user.displayName,
                  }),
                );
              },
            },
          );
        }}
      />
      {snackbar}
    </>
  );
}
