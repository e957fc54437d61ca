/** What a debtor's name is made of: a company has its name, a person a first and a last name. */
export type DebtorNameParts = {
  companyName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
};

/**
 * A debtor's name as every screen, list and letter shows it: the company's name, or the person's first
 * and last name (either alone when the other is missing). A debtor is stored with the parts of its kind
 * only, so the company's name decides, as the database's `debtorNameSql` does.
 */
export function debtorDisplayName(debtor: DebtorNameParts): string {
  return debtor.companyName ?? `${debtor.firstName ?? ''} ${debtor.lastName ?? ''}`.trim();
}
