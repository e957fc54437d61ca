import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { HelpGroup } from '../components/help-group.tsx';
import { helpGroups } from '../help-topics.ts';

/** Help center: the questions people ask, in three groups, with the documents and the authority's link. */
export function HelpRoute() {
  const { t, ready } = useTranslation('help');
  // On a first page load the texts may arrive a moment after the page: show no keys meanwhile.
  if (!ready) return null;
  return (
    <Stack spacing={{ xs: 4, md: 5 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      {helpGroups.map((group) => (
        <HelpGroup key={group.id} group={group} />
      ))}
    </Stack>
  );
}
