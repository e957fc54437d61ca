import type { StaffAccount, StaffRole } from '@fordra/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { useCreateStaffAccount, useUpdateStaffAccount } from '../api/accounts.ts';
import { emptyNewAccount, type NewAccountDraft, readNewAccount } from '../staff-accounts.ts';
import { useProblemText } from './problem-text.ts';

const roles: readonly StaffRole[] = ['handler', 'admin'];

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
}) {
  const { t } = useTranslation(['staff-admin', 'staff']);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      helperText={t(`accounts.roleHelp.${value}`)}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`staff:role.${role}`)}
        </option>
      ))}
    </TextField>
  );
}

const fields = ['username', 'displayName', 'email', 'identityNumber', 'password'] as const;

function AddStaffForm({
  titleId,
  onCancel,
  onAdded,
}: {
  titleId: string;
  onCancel: () => void;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const create = useCreateStaffAccount();
  const [draft, setDraft] = useState<NewAccountDraft>(emptyNewAccount);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // The server may blame a field (a username taken): said under the field, not above the buttons.
  const blamed = create.error instanceof ApiError ? create.error.field : undefined;
  const blamedField = blamed !== undefined && (fields as readonly string[]).includes(blamed);
  const fieldProblem = (field: string) =>
    problems[field] ?? (blamedField && blamed === field ? (create.error as ApiError).code : undefined);
  return (
    <DialogForm
      titleId={titleId}
      title={t('accounts.add.title')}
      intro={t('accounts.add.intro')}
      failure={
        create.error && !blamedField ? t('accounts.failed', { reason: problemText(create.error) }) : null
      }
      cancelLabel={t('cancel')}
      submitLabel={t('accounts.add.submit')}
      pending={create.isPending}
      onCancel={onCancel}
      onSubmit={() => {
        const read = readNewAccount(draft);
        if (!read.ok) {
          setProblems(read.problems);
          return;
        }
        setProblems({});
        create.mutate(read.request, { onSuccess: () => onAdded(read.request.displayName) });
      }}
    >
      {fields.map((field) => {
        const problem = fieldProblem(field);
        return (
          <TextField
            key={field}
            label={t(`accounts.add.${field}`)}
            required={field !== 'email' && field !== 'identityNumber'}
            type={field === 'email' ? 'email' : field === 'password' ? 'password' : 'text'}
            value={draft[field]}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
            error={problem !== undefined}
            helperText={problem ? problemText(problem) : t(`accounts.add.help.${field}`)}
            autoComplete={field === 'password' ? 'new-password' : 'off'}
            fullWidth
          />
        );
      })}
      <RoleSelect
        label={t('accounts.columns.role')}
        value={draft.staffRole}
        onChange={(staffRole) => setDraft((current) => ({ ...current, staffRole }))}
      />
    </DialogForm>
  );
}

/** "Add a member of staff": username, name, e-mail, identity number for BankID, role, a first password. */
export function AddStaffDialog({
  open,
  openCount,
  onClose,
  onAdded,
}: {
  open: boolean;
  openCount: number;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  return (
    <FormDialog open={open} openCount={openCount} onClose={onClose}>
      {(titleId) => <AddStaffForm titleId={titleId} onCancel={onClose} onAdded={onAdded} />}
    </FormDialog>
  );
}

/** Another role for a member of staff. */
export function ChangeRoleDialog({
  account,
  openCount,
  onClose,
  onChanged,
}: {
  account: StaffAccount | null;
  openCount: number;
  onClose: () => void;
  onChanged: (account: StaffAccount, role: StaffRole) => void;
}) {
  return (
    <FormDialog open={account !== null} openCount={openCount} onClose={onClose}>
      {(titleId) =>
        account && (
          <ChangeRoleForm titleId={titleId} account={account} onCancel={onClose} onChanged={onChanged} />
        )
      }
    </FormDialog>
  );
}

function ChangeRoleForm({
  titleId,
  account,
  onCancel,
  onChanged,
}: {
  titleId: string;
  account: StaffAccount;
  onCancel: () => void;
  onChanged: (account: StaffAccount, role: StaffRole) => void;
}) {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const update = useUpdateStaffAccount();
  const [role, setRole] = useState<StaffRole>(account.staffRole);
  return (
    <DialogForm
      titleId={titleId}
      title={t('accounts.roleDialog.title', { name: account.displayName })}
      intro={t('accounts.roleDialog.intro')}
      failure={update.error ? t('accounts.failed', { reason: problemText(update.error) }) : null}
      cancelLabel={t('cancel')}
      submitLabel={t('accounts.roleDialog.submit')}
      pending={update.isPending}
      onCancel={onCancel}
      onSubmit={() => {
        if (role === account.staffRole) return onCancel();
        update.mutate(
          { accountGuid: account.accountGuid, change: { staffRole: role } },
          { onSuccess: () => onChanged(account, role) },
        );
      }}
    >
      <RoleSelect label={t('accounts.columns.role')} value={role} onChange={setRole} />
    </DialogForm>
  );
}
