import { registeredCaseResponse } from '@fordra/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RegisterPageIntro, WithClient } from '../components/client-gate.tsx';
import { RegisterCaseForm } from '../components/register-case-form.tsx';
import { RegistrationSuccess } from '../components/registration-success.tsx';

/** The answer kept in the history entry, so that the success page survives a reload and back. */
const successState = z.object({ registered: registeredCaseResponse, reference: z.string() });

/** Register a case: the form, and after it the case's number and payment reference. */
export function RegisterCaseRoute() {
  const { t } = useTranslation(['creditor-register', 'creditor']);
  const user = useCurrentClientUser();
  const location = useLocation();
  const navigate = useNavigate();
  const success = successState.safeParse(location.state);

  if (success.success)
    return (
      <Stack spacing={3}>
        <PageHeading>{t('success.title')}</PageHeading>
        <RegistrationSuccess registered={success.data.registered} reference={success.data.reference} />
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <RegisterPageIntro
        title={t('title')}
        intro={t('intro')}
        link={user.canWrite ? { to: paths.creditor.importCases, label: t('importLink') } : null}
      />
      {user.canWrite ? (
        <WithClient clientGuid={user.client.clientGuid} skeletonHeights={[420, 360]}>
          {(client) => (
            <RegisterCaseForm
              client={client}
              onRegistered={(registered, reference) =>
                navigate(paths.creditor.registerCase, { state: { registered, reference } })
              }
            />
          )}
        </WithClient>
      ) : (
        <Notice severity="info">{t('creditor:readOnly')}</Notice>
      )}
    </Stack>
  );
}
