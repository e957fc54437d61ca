import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { clientRoles } from '../user-status.ts';

/** What each role may do, in one line each. */
export function RolesExplained() {
  const { t } = useTranslation('creditor-admin');
  return (
    <SectionCard title={t('users.rolesTitle')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {clientRoles.map((role) => (
          <Box key={role} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {t(`role.${role}`)}
            </Typography>
            <Typography component="dd" color="textSecondary" sx={{ m: 0 }}>
              {t(`roleHelp.${role}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
