import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { appConfig } from '../config/app-config.ts';
import { paths } from '../config/paths.ts';
import { signOut } from '../shared/session/session-client.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../shared/ui/rtl.ts';

/** Shown when the signed-in user's debtor cannot be loaded (docs/spec-coverage.md#errors). */
export function SessionVerificationFailure() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <Stack spacing={2.5}>
        <PageHeading>{t('sessionFailure.title')}</PageHeading>
        <Typography>{t('sessionFailure.body')}</Typography>
        <Typography>
          <Trans
            i18nKey="sessionFailure.support"
            values={{ phone: appConfig.supportPhone }}
            components={{ phoneLink: <Link href={`tel:${appConfig.supportPhoneE164}`} dir="ltr" /> }}
          />
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<LogoutIcon sx={mirrorInRtl} />}
          onClick={() => void signOut({ callbackUrl: paths.auth.signIn })}
        >
          {t('sessionFailure.signOut')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
