import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { appConfig } from '../../../config/app-config.ts';
import { paths } from '../../../config/paths.ts';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';

/** Where a login that could not finish ends up (docs/spec-coverage.md#debtor-screens, "Login error"). */
export function LoginErrorRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const phoneLink = <Link href={`tel:${appConfig.supportPhoneE164}`} dir="ltr" />;

  return (
    <CenteredPage>
      <Stack spacing={3}>
        <PageHeading>{t('loginError.title')}</PageHeading>
        <Typography>
          {params.get('error') === 'UnknownUser' ? (
            <Trans
              t={t}
              i18nKey="loginError.unknownUser"
              values={{ phone: appConfig.supportPhone }}
              components={{ phoneLink }}
            />
          ) : (
            t('loginError.failed')
          )}
        </Typography>
        <Stack spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.auth.signIn}
            startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          >
            {t('loginError.backToSignIn')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            href={`tel:${appConfig.supportPhoneE164}`}
            startIcon={<PhoneOutlinedIcon />}
          >
            {t('loginError.callCustomerService')}
          </Button>
        </Stack>
      </Stack>
    </CenteredPage>
  );
}
