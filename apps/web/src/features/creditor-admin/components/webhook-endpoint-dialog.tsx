import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@fordra/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useUpdateWebhookEndpoint } from '../api/create-webhook-endpoint.ts';
import type { WebhookEndpoint } from '../api/list-webhook-endpoints.ts';

const errorCodeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'Unknown');

/** The types a client may choose: every one but the test event, which "Send test event" sends whatever is chosen. */
const CHOOSABLE = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'webhook.test');

/**
 * Changes an endpoint (admins): its address and description, the events it is sent (every one, or those
 * chosen), and whether it is sent anything at all. Full screen on a phone.
 */
export function WebhookEndpointDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['creditor-admin', 'errors']);
  const eventsId = useId();
  const update = useUpdateWebhookEndpoint();
  const [url, setUrl] = useState(endpoint.url);
  const [description, setDescription] = useState(endpoint.description);
  const [which, setWhich] = useState<'all' | 'chosen'>(endpoint.eventTypes.length === 0 ? 'all' : 'chosen');
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEventType>>(new Set(endpoint.eventTypes));
  const [enabled, setEnabled] = useState(endpoint.enabled);
  const noneChosen = which === 'chosen' && chosen.size === 0;
  const [tried, setTried] = useState(false);

  const save = () => {
    setTried(true);
    if (noneChosen) return;
    update.mutate(
      {
        endpointGuid: endpoint.endpointGuid,
        url,
        description,
        eventTypes: which === 'all' ? [] : CHOOSABLE.filter((type) => chosen.has(type)),
        enabled,
      },
      { onSuccess: onSaved },
    );
  };
  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    setChosen(next);
  };

  return (
    <FormDialog open openCount={0} onClose={update.isPending ? () => undefined : onClose}>
      {(titleId) => (
        <DialogForm
          titleId={titleId}
          title={t('webhooks.editTitle')}
          intro={t('webhooks.editIntro')}
          failure={
            update.error ? t('failed', { reason: t(errorMessageKey(errorCodeOf(update.error))) }) : null
          }
          cancelLabel={t('cancel')}
          submitLabel={t('webhooks.save')}
          pending={update.isPending}
          onCancel={onClose}
          onSubmit={save}
        >
          <OutlinedTextField
            label={t('webhooks.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            required
            fullWidth
            inputProps={{ dir: 'ltr' }}
          />
          <OutlinedTextField
            label={t('webhooks.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            fullWidth
          />
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(_, on) => setEnabled(on)} />}
            label={t('webhooks.enabledSwitch')}
          />
          <FormControl error={tried && noneChosen}>
            <FormLabel id={eventsId}>{t('webhooks.events.label')}</FormLabel>
            <RadioGroup
              aria-labelledby={eventsId}
              value={which}
              onChange={(_, value) => setWhich(value === 'chosen' ? 'chosen' : 'all')}
            >
              <FormControlLabel value="all" control={<Radio />} label={t('webhooks.events.all')} />
              <FormControlLabel value="chosen" control={<Radio />} label={t('webhooks.events.chosen')} />
            </RadioGroup>
            {which === 'chosen' && (
              <FormGroup aria-label={t('webhooks.events.chosen')} sx={{ pl: 4 }}>
                {CHOOSABLE.map((type) => (
                  <FormControlLabel
                    key={type}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(type)}
                        onChange={(_, on) => toggle(type, on)}
                      />
                    }
                    label={
                      <Box component="code" dir="ltr">
                        {type}
                      </Box>
                    }
                  />
                ))}
              </FormGroup>
            )}
            {tried && noneChosen && <FormHelperText>{t('webhooks.events.noneChosen')}</FormHelperText>}
          </FormControl>
        </DialogForm>
      )}
    </FormDialog>
  );
}
