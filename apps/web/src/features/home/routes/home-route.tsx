import type { DebtorEntry } from '@fordra/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDebtor } from '../../../shared/debtor/use-debtor.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { DebtSummary } from '../components/debt-summary.tsx';
import { InvoicesSection } from '../components/invoices-section.tsx';
import { PaymentSection } from '../components/payment-section.tsx';

/** How a person is greeted: by first name; a company by its name. */
function greetingName(debtor: DebtorEntry): string {
  return (debtor.IsCompany ? debtor.CompanyName : debtor.FirstName) || debtor.Name;
}

/**
 * Home: who is signed in, how much they owe and how to pay it (each case, then each unpaid invoice);
 * the page is a column of cards.
 */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { debtor } = useDebtor();
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('welcome', { name: greetingName(debtor) })}</PageHeading>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Stack>
      <DebtSummary />
      <PaymentSection />
      <InvoicesSection />
    </Stack>
  );
}
