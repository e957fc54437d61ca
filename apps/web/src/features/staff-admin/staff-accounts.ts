import { createStaffAccountRequest, type StaffAccount, type StaffRole } from '@fordra/contract';
import type { z } from 'zod';
import type { ListPage } from '../../shared/creditor/list-table.tsx';
import type { SortOrder } from '../../shared/creditor/use-list-params.ts';

export type CreateStaffAccountRequest = z.infer<typeof createStaffAccountRequest>;

/** What an admin may do with a member of staff's account; nothing with their own (the server refuses it too). */
export function accountActions(
  account: Pick<StaffAccount, 'accountGuid' | 'disabled'>,
  myAccountGuid: string,
): { changeRole: boolean; disable: boolean; enable: boolean } {
  const own = account.accountGuid === myAccountGuid;
  return { changeRole: !own, disable: !own && !account.disabled, enable: !own && account.disabled };
}

export const accountSortKeys = ['displayName', 'username', 'staffRole', 'lastLoginAt'] as const;
type AccountSortKey = (typeof accountSortKeys)[number];
const isSortKey = (key: string | undefined): key is AccountSortKey =>
  (accountSortKeys as readonly string[]).includes(key ?? '');

/**
 * One page of the staff, sorted (the server answers them all: a provider has a few dozen); never
 * signed in sorts as the earliest. A page past the end shows the last one.
 */
export function accountsPage(
  accounts: StaffAccount[],
  { sort, order, page, pageSize }: { sort?: string; order?: SortOrder; page: number; pageSize: number },
): ListPage<StaffAccount> {
  const key: AccountSortKey = isSortKey(sort) ? sort : 'displayName';
  const direction = order === 'desc' ? -1 : 1;
  const sorted = [...accounts].sort(
    (a, b) =>
      direction * (a[key] ?? '').localeCompare(b[key] ?? '', 'sv') ||
      a.displayName.localeCompare(b.displayName, 'sv'),
  );
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shown = Math.min(page, lastPage);
  const start = (shown - 1) * pageSize;
  return { items: sorted.slice(start, start + pageSize), page: shown, pageSize, total: sorted.length };
}

/** The "Add a member of staff" form as typed. */
export type NewAccountDraft = {
  username: string;
  displayName: string;
  email: string;
  identityNumber: string;
  staffRole: StaffRole;
  password: string;
};

export const emptyNewAccount: NewAccountDraft = {
  username: '',
  displayName: '',
  email: '',
  identityNumber: '',
  staffRole: 'handler',
  password: '',
};

/** The request, or the contract's code for each field it refuses (`InvalidUsername`, `PasswordTooShort`…). */
export function readNewAccount(
  draft: NewAccountDraft,
): { ok: true; request: CreateStaffAccountRequest } | { ok: false; problems: Record<string, string> } {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const parsed = createStaffAccountRequest.safeParse({
    ...draft,
    email: optional(draft.email),
    identityNumber: optional(draft.identityNumber),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= /^[A-Z]\w+$/.test(issue.message) ? issue.message : 'FieldRequired';
  }
  return { ok: false, problems };
}
