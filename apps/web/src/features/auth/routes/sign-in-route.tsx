import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { fetchSession } from '../../../shared/session/session-client.ts';
import { watchSession } from '../../../shared/session/session-events.ts';
import { preloadTheme, Themed } from '../../../shared/theme/themed.tsx';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { safeCallbackPath } from '../callback-url.ts';
import { CredentialsForm, type SignInNotice } from '../components/credentials-form.tsx';
import { SignInMethodTabs } from '../components/sign-in-method-tabs.tsx';
import type { signInLoader } from './sign-in-loader.ts';
import classes from './sign-in-route.module.css';

// The BankID panel (drawn with MUI, with its QR code library and texts) loads only when its tab is
// chosen or pointed at. The page itself is drawn without MUI, to keep its JavaScript light.
const loadBankidPanel = () =>
  Promise.all([import('../components/bankid-panel.tsx'), loadNamespaces('bankid'), preloadTheme()]);
const BankidPanel = lazy(async () => ({ default: (await loadBankidPanel())[0].BankidPanel }));

/** The notice a link to sign-in asks for with `?error=`: "sign in to continue", or what went wrong. */
function useNoticeFromUrl(error: string | null): SignInNotice | null {
  const { t } = useTranslation(['auth', 'errors']);
  if (error === null) return null;
  if (error === 'SessionRequired') return { severity: 'info', message: t('errors:SessionRequired') };
  return { severity: 'error', message: t(errorMessageKey(error)) };
}

export function SignInRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { bankid } = useLoaderData<typeof signInLoader>();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [method, setMethod] = useState(
    bankid && params.get('provider') === 'bankid' ? 'bankid' : 'credentials',
  );
  const initialNotice = useNoticeFromUrl(params.get('error'));
  const callbackUrl = safeCallbackPath(params.get('callbackUrl'), window.location.origin);

  // Signed in in another tab (or another window gets the focus back): go on, as after signing in here.
  // An answer that comes after this page has gone must not send the app back (to a page it has left).
  useEffect(() => {
    let shown = true;
    const stop = watchSession(() => {
      void fetchSession().then((session) => {
        if (shown && session) navigate(callbackUrl, { replace: true });
      });
    });
    return () => {
      shown = false;
      stop();
    };
  }, [navigate, callbackUrl]);

  const credentialsForm = <CredentialsForm callbackUrl={callbackUrl} initialNotice={initialNotice} />;

  return (
    <CenteredPage>
      <div className={classes.page}>
        <div className={classes.title}>
          <PageHeading>{t('signIn.title')}</PageHeading>
          <p className={classes.intro}>{t('signIn.intro')}</p>
        </div>
        {bankid ? (
          <>
            <SignInMethodTabs
              label={t('signIn.methods')}
              idPrefix={idPrefix}
              value={method}
              onChange={setMethod}
              onPrefetch={(id) => {
                if (id === 'bankid') void loadBankidPanel();
              }}
              methods={[
                { id: 'credentials', label: t('signIn.credentialsTab') },
                { id: 'bankid', label: t('signIn.bankidTab') },
              ]}
            />
            {/*
              The form stays mounted while hidden, so what was typed survives a look at the other tab.
              The panels are not labelled by their tabs: "Användarnamn och lösenord" would then also
              name the panel, which contains the fields called "Användarnamn" and "Lösenord".
            */}
            <div role="tabpanel" id={`${idPrefix}-panel-credentials`} hidden={method !== 'credentials'}>
              {credentialsForm}
            </div>
            {method === 'bankid' && (
              <div role="tabpanel" id={`${idPrefix}-panel-bankid`} className={classes.bankid}>
                <Suspense fallback={null}>
                  <Themed>
                    <BankidPanel callbackUrl={callbackUrl} />
                  </Themed>
                </Suspense>
              </div>
            )}
          </>
        ) : (
          credentialsForm
        )}
      </div>
    </CenteredPage>
  );
}
