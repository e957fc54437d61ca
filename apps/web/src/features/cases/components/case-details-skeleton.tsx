import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The case page's shape while the case loads: its heading and two cards. */
export function CaseDetailsSkeleton() {
  const { t } = useTranslation('cases');
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '1.75rem' }} />
      <Grid container spacing={3}>
        {[0, 1].map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
                <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
                {[0, 1, 2, 3].map((row) => (
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
