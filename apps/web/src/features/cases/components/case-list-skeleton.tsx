import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The case list's shape while it loads: three case cards. */
export function CaseListSkeleton() {
  const { t } = useTranslation('cases');
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <Card key={row}>
          <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Skeleton variant="text" width="45%" sx={{ fontSize: '1.0625rem' }} />
              <Skeleton variant="rounded" width={88} height={24} />
            </Box>
            <Skeleton variant="text" width="35%" />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width="25%" />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
