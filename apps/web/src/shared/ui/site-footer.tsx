import { CUSTOMER_SERVICE_HOURS, isCustomerServiceOpen } from '@fordra/domain/customer-service';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../app/config.ts';
import { paths } from '../../app/paths.ts';

const linkStyle = { color: 'text.primary', textDecorationLine: 'underline', textUnderlineOffset: '0.15em' };

/** Who we are and how to reach us, on every page (docs/design.md, "Trust"). */
export function SiteFooter() {
  const { t } = useTranslation();
  const open = isCustomerServiceOpen(new Date());
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 6 }}
        sx={{ maxWidth: 1100, mx: 'auto', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="subtitle2" component="p">
            {appConfig.providerName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('footer.orgNumber', { orgNumber: appConfig.providerOrgNumber })}
          </Typography>
          <Typography component={RouterLink} to={paths.accessibility} variant="body2" sx={linkStyle}>
            {t('footer.accessibility')}
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('footer.customerService')}
          </Typography>
          {/* A plain link: MUI's Link would be the only reason to load it on the sign-in page. */}
          <Typography
            component="a"
            href={`tel:${appConfig.supportPhoneE164}`}
            dir="ltr"
            variant="body2"
            sx={linkStyle}
          >
            {appConfig.supportPhone}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('footer.hours', {
              opens: CUSTOMER_SERVICE_HOURS.opens,
              closes: CUSTOMER_SERVICE_HOURS.closes,
            })}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: open ? 'success.main' : 'grey.400' }}
            />
            {open ? t('footer.openNow') : t('footer.closedNow')}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
