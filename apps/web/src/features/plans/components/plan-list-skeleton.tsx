import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** A plan card's shape while the plans load. */
export function PlanListSkeleton() {
  const { t } = useTranslation('plans');
  return (
    <Card role="status" aria-busy="true" aria-label={t('loading')}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="70%" sx={{ mt: 2 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mt: 3 }}>
          {[0, 1, 2, 3, 4, 5].map((cell) => (
            <Box key={cell}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="50%" sx={{ fontSize: '1.125rem' }} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
