import { formatPhoneNumber } from '@fordra/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Debtor } from '../../../shared/debtor/current-debtor.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { DetailList, DetailRow } from './detail-list.tsx';

/** A stored number as people write it (domain `formatPhoneNumber`), not as it is stored. */
const phone = (stored: string | null) => (stored ? formatPhoneNumber(stored) : null);

/** How we reach the debtor: e-mail and the three phone numbers, a missing one marked, and the edit button. */
export function ContactDetailsCard({ debtor, onEdit }: { debtor: Debtor; onEdit: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('contact.title')}>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('contact.intro')}
      </Typography>
      <DetailList>
        <DetailRow label={t('fields.email')} value={debtor.email} />
        <DetailRow label={t('fields.cellularphone')} value={phone(debtor.cellularPhone)} ltr />
        <DetailRow label={t('fields.homephone')} value={phone(debtor.homePhone)} ltr />
        <DetailRow label={t('fields.workphone')} value={phone(debtor.workPhone)} ltr />
      </DetailList>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
          {t('contact.edit')}
        </Button>
      </Box>
    </SectionCard>
  );
}
