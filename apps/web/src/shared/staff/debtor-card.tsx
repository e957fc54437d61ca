import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../ui/amount.tsx';
import { DetailItem } from '../ui/detail-list.tsx';
import { SectionCard } from '../ui/section-card.tsx';
import { useDebtorLanguageName } from './debtor-language.ts';

/** The debtor as the back office shows them: a case's debtor, or whom a thread is with. */
export type StaffDebtor = {
  name: string;
  kind: 'person' | 'company';
  identityNumber: string;
  language: string | null;
  email: string | null;
  cellularPhone: string | null;
  /** A case's debtor has a postal address on the case; a thread's has none to show. */
  address?: string | null;
};

/**
 * Who the debtor is and how to reach them (their registered details, as links to write or call),
 * with what the page lets the handler do about them (`children`). Label above value in a narrow
 * column, beside it where the card is wide.
 */
export function DebtorCard({ debtor, children }: { debtor: StaffDebtor; children?: ReactNode }) {
  const { t } = useTranslation('staff');
  const languageName = useDebtorLanguageName();
  const missing = t('debtorCard.missing');
  return (
    <SectionCard title={t('debtorCard.title')}>
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: '1fr',
            columnGap: 3,
            rowGap: 0.25,
            alignItems: 'baseline',
            '& dt': { pt: 1 },
            '@container (min-width: 400px)': {
              gridTemplateColumns: 'minmax(140px, auto) 1fr',
              rowGap: 1,
              '& dt': { pt: 0 },
            },
          }}
        >
          <DetailItem label={t('debtorCard.name')}>
            <bdi>{debtor.name}</bdi>
          </DetailItem>
          <DetailItem
            label={t(debtor.kind === 'company' ? 'debtorCard.orgNumber' : 'debtorCard.personalNumber')}
          >
            <Amount>{debtor.identityNumber}</Amount>
          </DetailItem>
          <DetailItem label={t('debtorCard.language')}>{languageName(debtor.language)}</DetailItem>
          <DetailItem label={t('debtorCard.email')}>
            {debtor.email ? <Link href={`mailto:${debtor.email}`}>{debtor.email}</Link> : missing}
          </DetailItem>
          <DetailItem label={t('debtorCard.phone')}>
            {debtor.cellularPhone ? (
              <Link href={`tel:${debtor.cellularPhone}`} dir="ltr" data-testid="debtor-phone">
                {debtor.cellularPhone}
              </Link>
            ) : (
              missing
            )}
          </DetailItem>
          {debtor.address !== undefined && (
            <DetailItem label={t('debtorCard.address')}>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {debtor.address ?? missing}
              </Box>
            </DetailItem>
          )}
        </Box>
      </Box>
      {children}
    </SectionCard>
  );
}
