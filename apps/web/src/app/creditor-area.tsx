import { workLanguages } from '@fordra/domain/languages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useCurrentClientUserQuery } from '../shared/creditor/current-user.ts';
import { useSession } from '../shared/session/session-query.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { creditorNavItems } from './nav-items.ts';
import { paths } from './paths.ts';

/**
 * The pages of a client's users, loaded only for them (a debtor who reaches one is sent home). Shown
 * in Swedish or English, the languages clients work in: another language choice shows English.
 */
export function CreditorArea() {
  const { data } = useSession();
  if (data?.user.role !== 'creditor') return <Navigate replace to={paths.home} />;
  return <CreditorPortal />;
}

function CreditorPortal() {
  const { t, i18n } = useTranslation(['creditor', 'common']);
  const language = useLanguage();
  const user = useCurrentClientUserQuery();
  const inWorkLanguage = (workLanguages as readonly string[]).includes(language);
  const canWrite = user.data?.canWrite ?? false;
  const isAdmin = user.data?.isAdmin ?? false;
  const items = useMemo(() => creditorNavItems({ canWrite, isAdmin }), [canWrite, isAdmin]);

  useEffect(() => {
    if (!inWorkLanguage) void i18n.changeLanguage('en');
  }, [inWorkLanguage, i18n]);

  if (user.isError) {
    return (
      <CenteredPage>
        <Stack spacing={2.5}>
          <PageHeading>{t('loadFailed.title')}</PageHeading>
          <Typography>{t('loadFailed.body')}</Typography>
          <Button variant="contained" onClick={() => void user.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {t('common:retry')}
          </Button>
        </Stack>
      </CenteredPage>
    );
  }

  const ready = user.data !== undefined && inWorkLanguage;
  return (
    <>
      {ready && (
        <PortalLayout
          items={items}
          homePath={paths.creditor.dashboard}
          account={
            <AccountMenu
              name={user.data.user?.displayName ?? user.data.client.name}
              detail={user.data.client.name}
            />
          }
        />
      )}
      <FullScreenLoader open={!ready} label={t('loading')} />
    </>
  );
}
