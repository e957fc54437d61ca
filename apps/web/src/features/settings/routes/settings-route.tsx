import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { ContactDetailsCard } from '../components/contact-details-card.tsx';
import { EditContactDialog } from '../components/edit-contact-dialog.tsx';
import { IdentityCard } from '../components/identity-card.tsx';
import { LanguageCard } from '../components/language-card.tsx';
import { NotificationsCard } from '../components/notifications-card.tsx';

/** Settings: who the debtor is, how we reach them (editable in a dialog), what they are told of, and the language. */
export function SettingsRoute() {
  const { t, ready } = useTranslation('settings');
  const debtor = useDebtor();
  const [editing, setEditing] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const [saved, setSaved] = useState(false);

  // On a first page load the texts may arrive a moment after the page: show no keys meanwhile.
  if (!ready) return null;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <IdentityCard debtor={debtor} />
      <ContactDetailsCard
        debtor={debtor}
        onEdit={() => {
          setOpenCount((count) => count + 1);
          setEditing(true);
        }}
      />
      <NotificationsCard />
      <LanguageCard />
      <EditContactDialog
        debtor={debtor}
        open={editing}
        openCount={openCount}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
      <Snackbar
        open={saved}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setSaved(false)}
        message={t('saved')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Stack>
  );
}
