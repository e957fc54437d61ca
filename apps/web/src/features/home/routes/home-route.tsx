import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Debtor, useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { DebtSummary } from '../components/debt-summary.tsx';
import { InvoicesSection } from '../components/invoices-section.tsx';
import { ObjectionsSection } from '../components/objections-section.tsx';
import { PaymentSection } from '../components/payment-section.tsx';
import { UnreadRepliesNote } from '../components/unread-replies-note.tsx';

/** How a person is greeted: by first name; a company by its name. */
function greetingName(debtor: Debtor): string {
  return (debtor.isCompany ? debtor.companyName : debtor.firstName) || debtor.name;
}

/**
 * Home: who is signed in, how much they owe and how to pay it (each case, then each unpaid invoice);
 * the page is a column of cards.
 */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const debtor = useDebtor();
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('welcome', { name: greetingName(debtor) })}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <UnreadRepliesNote />
      <DebtSummary />
      <ObjectionsSection />
      <PaymentSection />
      <InvoicesSection />
    </Stack>
  );
}
