import { workLanguages } from '@fordra/domain/languages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';

type WorkAreaFrameProps = {
  /** The area's catalogue: its `loadFailed` texts and its `loading` label. */
  namespace: 'creditor' | 'staff';
  /** Whether the area's user is read, or could not be read (`onRetry` reads it again). */
  loaded: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The area's frame (its menu and account), drawn once its user is read. */
  children: ReactNode;
};

/**
 * What the client's area and the back office share around their frame: they are shown in Swedish or
 * English, the languages their users work in (another language choice shows English), behind the
 * loader until their user is read, and with a way to try again when it cannot be.
 */
export function WorkAreaFrame({ namespace, loaded, failed, onRetry, children }: WorkAreaFrameProps) {
  const { t, i18n } = useTranslation([namespace, 'common']);
  const language = useLanguage();
  const inWorkLanguage = (workLanguages as readonly string[]).includes(language);

  useEffect(() => {
    if (!inWorkLanguage) void i18n.changeLanguage('en');
  }, [inWorkLanguage, i18n]);

  if (failed) {
    return (
      <CenteredPage>
        <Stack spacing={2.5}>
          <PageHeading>{t('loadFailed.title')}</PageHeading>
          <Typography>{t('loadFailed.body')}</Typography>
          <Button variant="contained" onClick={onRetry} sx={{ alignSelf: 'flex-start' }}>
            {t('common:retry')}
          </Button>
        </Stack>
      </CenteredPage>
    );
  }

  const ready = loaded && inWorkLanguage;
  return (
    <>
      {ready && children}
      <FullScreenLoader open={!ready} label={t('loading')} />
    </>
  );
}
