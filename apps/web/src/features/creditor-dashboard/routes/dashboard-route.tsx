import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { DASHBOARD_CHARTS } from '../chart-figures.ts';
import { ChartSection } from '../components/chart-section.tsx';
import { KeyFigures } from '../components/key-figures.tsx';
import { ObjectionQueue } from '../components/objection-queue.tsx';

/**
 * The client's overview: the key figures as cards (outstanding, collected and new cases this month,
 * collection rate, cases waiting on the client), the objections waiting for an answer, then a chart of
 * each figure with its table.
 */
export function DashboardRoute() {
  const { t } = useTranslation('creditor-dashboard');
  const { client } = useCurrentClientUser();
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro', { client: client.name })}</Typography>
      </Stack>
      <KeyFigures />
      <ObjectionQueue />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {DASHBOARD_CHARTS.map((name) => (
          <ChartSection
            key={name}
            name={name}
            title={t(`charts.${name}.title`)}
            intro={t(`charts.${name}.intro`)}
            empty={t(`charts.${name}.empty`)}
          />
        ))}
      </Box>
    </Stack>
  );
}
