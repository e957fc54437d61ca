import { workLanguages } from '@fordra/domain/languages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useSession } from '../shared/session/session-query.ts';
import { useQueueCounts } from '../shared/staff/queue-counts.ts';
import { useStaffMeQuery } from '../shared/staff/staff-me.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { staffNavItems } from './nav-items.ts';
import { paths } from './paths.ts';

/**
 * The back office of the provider's staff, loaded only for them (anyone else who reaches it is sent
 * to their own pages). Shown in Swedish or English, the languages staff work in: another language
 * choice shows English.
 */
export function StaffArea() {
  const { data } = useSession();
  if (data?.user.role !== 'staff') return <Navigate replace to={paths.home} />;
  return <StaffOffice />;
}

function StaffOffice() {
  const { t, i18n } = useTranslation(['staff', 'common']);
  const language = useLanguage();
  const me = useStaffMeQuery();
  const counts = useQueueCounts();
  const inWorkLanguage = (workLanguages as readonly string[]).includes(language);
  const isAdmin = me.data?.staffRole === 'admin';
  const items = useMemo(() => staffNavItems({ isAdmin, counts }), [isAdmin, counts]);

  useEffect(() => {
    if (!inWorkLanguage) void i18n.changeLanguage('en');
  }, [inWorkLanguage, i18n]);

  if (me.isError) {
    return (
      <CenteredPage>
        <Stack spacing={2.5}>
          <PageHeading>{t('loadFailed.title')}</PageHeading>
          <Typography>{t('loadFailed.body')}</Typography>
          <Button variant="contained" onClick={() => void me.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {t('common:retry')}
          </Button>
        </Stack>
      </CenteredPage>
    );
  }

  const ready = me.data !== undefined && inWorkLanguage;
  return (
    <>
      {ready && (
        <PortalLayout
          items={items}
          homePath={paths.staff.queues}
          account={<AccountMenu name={me.data.displayName} detail={t(`role.${me.data.staffRole}`)} />}
        />
      )}
      <FullScreenLoader open={!ready} label={t('loading')} />
    </>
  );
}
