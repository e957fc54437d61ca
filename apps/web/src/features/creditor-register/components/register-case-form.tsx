import type { registeredCaseResponse } from '@fordra/contract';
import { parseKronor, stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type FieldErrors, type FieldPath, type Resolver, set, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import type { ClientOfUser } from '../../../shared/creditor/client-creditors.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useRegisterCollectionCase } from '../api/register-collection-case.ts';
import {
  checkDraft,
  draftFieldOf,
  emptyDraft,
  type RegistrationDraft,
  type RegistrationRequest,
} from '../registration-request.ts';
import { ClaimSection } from './claim-section.tsx';
import { DebtorSection } from './debtor-section.tsx';
import { DraftTextField } from './form-fields.tsx';

export type RegisteredCase = z.infer<typeof registeredCaseResponse>;

/**
 * The draft checked as the server will check it, and for a client of several creditors that one is
 * chosen; each issue's code is its message, translated at the field.
 */
const draftResolver =
  (creditorCount: number): Resolver<RegistrationDraft, unknown, RegistrationRequest> =>
  async (values) => {
    const checked = checkDraft(values, stockholmDateTime(new Date()).date, parseKronor);
    const issues = checked.ok ? [] : [...checked.issues];
    if (creditorCount > 1 && values.creditorGuid === '')
      issues.push({ field: 'creditorGuid', code: 'FieldRequired' });
    if (checked.ok && issues.length === 0) return { values: checked.request, errors: {} };
    const errors: FieldErrors<RegistrationDraft> = {};
    for (const { field, code } of issues) set(errors, field, { type: 'validate', message: code });
    return { values: {}, errors };
  };

/** The fields of the form a server's refusal can be shown at. */
const formFields = new Set<string>([
  'clientReference',
  'creditorGuid',
  'debtor.identityNumber',
  'debtor.firstName',
  'debtor.lastName',
  'debtor.companyName',
  'debtor.address.careOf',
  'debtor.address.street',
  'debtor.address.postalCode',
  'debtor.address.city',
  'debtor.email',
  'debtor.cellularPhone',
  'claim.principal',
  'claim.currency',
  'claim.invoiceNumber',
  'claim.invoiceDate',
  'claim.dueDate',
  'claim.description',
  'claim.reminderFee',
  'claim.reminderFeeDate',
]);
const isFormField = (field: string | undefined): field is FieldPath<RegistrationDraft> =>
  field !== undefined && formFields.has(field);

/**
 * The form that hands over one case: debtor, claim and the client's reference. What was typed stays
 * through every error; a refusal about a field is shown at that field, any other above the button.
 */
export function RegisterCaseForm({
  client,
  onRegistered,
}: {
  client: ClientOfUser;
  onRegistered: (registered: RegisteredCase, reference: string) => void;
}) {
  const { t } = useTranslation(['creditor-register', 'errors']);
  const register = useRegisterCollectionCase();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegistrationDraft, unknown, RegistrationRequest>({
    resolver: draftResolver(client.creditors.length),
    // The only creditor goes without asking; among several the user chooses.
    defaultValues: emptyDraft(client.creditors.length === 1 ? client.creditors[0]?.creditorGuid : ''),
  });
  const { control, handleSubmit, setError, formState } = form;

  const onValid = async (request: RegistrationRequest) => {
    setFailure(null);
    try {
      const registered = await register.mutateAsync(request);
      onRegistered(registered, request.clientReference);
    } catch (error) {
      const field = error instanceof ApiError ? draftFieldOf(error.field) : undefined;
      if (error instanceof ApiError && isFormField(field))
        setError(field, { message: error.code }, { shouldFocus: true });
      else setFailure(error instanceof ApiError ? error.code : 'Unknown');
    }
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onValid)}>
      <DebtorSection form={form} />
      <ClaimSection control={control} client={client} />
      <SectionCard title={t('reference.title')}>
        <DraftTextField
          control={control}
          name="clientReference"
          label={t('reference.clientReference')}
          helperText={t('reference.hint')}
          required
        />
      </SectionCard>
      {failure && <Notice severity="error">{t('failed', { reason: t(errorMessageKey(failure)) })}</Notice>}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('submit')}
        </Button>
      </Box>
    </Stack>
  );
}
