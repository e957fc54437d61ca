import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The debt card's shape while its figures load. */
export function DebtTotalSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Card role="status" aria-busy="true" aria-label={t('summary.loading')}>
      <CardContent>
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="text" width="55%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '2.5rem', mt: 1 }} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="45%" sx={{ mt: 2 }} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="text" width="50%" sx={{ fontSize: '1.0625rem' }} />
            {[0, 1, 2, 3].map((row) => (
              <Box key={row} sx={{ display: 'flex', justifyContent: 'space-between', py: 1.25 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="20%" />
              </Box>
            ))}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
