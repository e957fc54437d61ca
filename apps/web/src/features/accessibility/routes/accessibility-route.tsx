import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../../config/app-config.ts';
import { paths } from '../../../config/paths.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';

/** When the statement below was last checked against the portal. */
const STATEMENT_UPDATED = '2026-11-23';

const featureKeys = ['keyboard', 'zoom', 'screenReader', 'languages', 'documents'] as const;

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="h2">{heading}</Typography>
      {children}
    </Stack>
  );
}

/** The accessibility statement, linked from every page's footer and readable without signing in. */
export function AccessibilityRoute() {
  const { t } = useTranslation('accessibility');
  const { t: tCommon } = useTranslation();
  const formatDay = useDayFormatter();
  const phoneLink = <Link href={`tel:${appConfig.supportPhoneE164}`} dir="ltr" />;

  return (
    <CenteredPage>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <PageHeading>{t('title')}</PageHeading>
          <Typography>{t('intro')}</Typography>
        </Stack>
        <Section heading={t('status.heading')}>
          <Typography>{t('status.body')}</Typography>
        </Section>
        <Section heading={t('features.heading')}>
          <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
            {featureKeys.map((key) => (
              <Typography component="li" key={key} sx={{ mb: 0.75 }}>
                {t(`features.items.${key}`)}
              </Typography>
            ))}
          </Box>
        </Section>
        <Section heading={t('limits.heading')}>
          <Typography>{t('limits.body')}</Typography>
        </Section>
        <Section heading={t('choices.heading')}>
          <Typography>{t('choices.zoom')}</Typography>
        </Section>
        <Section heading={t('contact.heading')}>
          <Typography>
            <Trans
              t={t}
              i18nKey="contact.body"
              values={{ phone: appConfig.supportPhone }}
              components={{ phoneLink }}
            />
          </Typography>
        </Section>
        <Typography variant="body2" color="textSecondary">
          {t('updated', { date: formatDay(STATEMENT_UPDATED) })}
        </Typography>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.home}
          startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {tCommon('routeError.home')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
