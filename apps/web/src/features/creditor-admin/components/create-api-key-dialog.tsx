import type { createdApiKeyResponse } from '@fordra/contract';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { type CreateApiKeyRequest, useCreateApiKey } from '../api/create-api-key.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { DialogButtons, FailureNotice, ShownOnceDialog } from './dialog-parts.tsx';
import { SecretField } from './secret-field.tsx';

type Created = z.infer<typeof createdApiKeyResponse>;
type Scope = CreateApiKeyRequest['scope'];
const scopes = ['read', 'readWrite'] as const satisfies readonly Scope[];

function CreateApiKeyForm({
  titleId,
  onCancel,
  onMade,
}: {
  titleId: string;
  onCancel: () => void;
  onMade: (created: Created) => void;
}) {
  const { t } = useTranslation(['creditor-admin', 'errors']);
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('read');
  const [nameError, setNameError] = useState<string | null>(null);
  const failure = create.error instanceof ApiError && create.error.field === 'name' ? null : create.error;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') return setNameError('FieldRequired');
        setNameError(null);
        create.mutate(
          { name: name.trim(), scope },
          {
            onSuccess: onMade,
            onError: (error) => {
              if (error instanceof ApiError && error.field === 'name') setNameError(error.code);
            },
          },
        );
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {t('createKeyDialog.title')}
      </DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ mb: 2.5 }}>
          {t('createKeyDialog.intro')}
        </Typography>
        <Stack spacing={2.5}>
          <OutlinedTextField
            label={t('createKeyDialog.name')}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoComplete="off"
            error={nameError ? t(errorMessageKey(nameError)) : undefined}
            helperText={t('createKeyDialog.nameHint')}
            inputProps={{ maxLength: 100 }}
          />
          <ChoiceSelect
            label={t('createKeyDialog.scope')}
            name="scope"
            value={scope}
            onChange={(event) => setScope(event.target.value as Scope)}
            options={scopes.map((value) => ({ value, label: t(`scope.${value}`) }))}
            helperText={t(`scopeHelp.${scope}`)}
          />
          {failure && <FailureNotice error={failure} />}
        </Stack>
      </DialogContent>
      <DialogButtons
        submitLabel={t('createKeyDialog.submit')}
        pending={create.isPending}
        onCancel={onCancel}
      />
    </Box>
  );
}

/** Creating an API key: its name and access, then the key itself, once, with a warning that it cannot be shown again. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('creditor-admin');
  return (
    <ShownOnceDialog<Created>
      open={open}
      onClose={onClose}
      form={({ titleId, onMade }) => (
        <CreateApiKeyForm titleId={titleId} onCancel={onClose} onMade={onMade} />
      )}
      made={(created) => ({
        title: t('createKeyDialog.createdTitle'),
        doneLabel: t('createKeyDialog.saved'),
        content: (
          <>
            <Notice severity="info">{t('createKeyDialog.warning')}</Notice>
            <SecretField
              label={t('createKeyDialog.key')}
              copyLabel={t('createKeyDialog.copyKey')}
              value={created.key}
            />
            <Typography variant="body2" color="textSecondary">
              {t('apiKeys.keepSecret')}
            </Typography>
          </>
        ),
      })}
    />
  );
}
