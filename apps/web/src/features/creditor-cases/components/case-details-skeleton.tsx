import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The case page's shape while the case loads: its heading, the references and four cards. */
export function CaseDetailsSkeleton() {
  const { t } = useTranslation('creditor-cases');
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('details.loading')}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={64} />
      <Grid container spacing={3}>
        {[0, 1, 2, 3].map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
                {[0, 1, 2, 3, 4].map((row) => (
                  <Skeleton key={row} variant="text" />
                ))}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
