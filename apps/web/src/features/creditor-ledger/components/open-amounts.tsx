import type { CustomerItem } from '@fordra/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';

/** What is left to pay on a customer's open invoices, one amount per currency; words when nothing is open. */
export function OpenAmounts({ amounts }: { amounts: CustomerItem['openAmounts'] }) {
  const { t } = useTranslation('creditor-ledger');
  const money = useMoneyFormatter();
  const open = amounts.filter((entry) => entry.amount > 0);
  if (open.length === 0) return t('customers.nothingOpen');
  return open.map((entry, index) => (
    <span key={entry.currency}>
      {index > 0 && <br />}
      <Amount>{money(entry.amount, entry.currency)}</Amount>
    </span>
  ));
}
