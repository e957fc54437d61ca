import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath, paths } from '../../../config/paths.ts';

/** After a dispute or a request for more time: on to the case, or Home. */
export function WaysOn({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('objections');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <Button variant="contained" component={RouterLink} to={caseDetailsPath(caseGuid)}>
        {t('disputed.toCase')}
      </Button>
      <Button variant="outlined" color="inherit" component={RouterLink} to={paths.home}>
        {t('disputed.home')}
      </Button>
    </Stack>
  );
}
