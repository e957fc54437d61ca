import type { StaffClientDetails } from '@fordra/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KronorField } from '../../../shared/staff/kronor-field.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { useUpdateClientPolicy } from '../api/clients.ts';
import {
  draftOf,
  type PolicyDraft,
  type PolicyProblems,
  policyNumberFields,
  readPolicyDraft,
} from '../policy-form-state.ts';
import { useProblemText } from './problem-text.ts';

/** An admin changes a client's policy and its creditors' limits, saying why. */
export function PolicyForm({
  details,
  onCancel,
  onSaved,
}: {
  details: StaffClientDetails;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const update = useUpdateClientPolicy(details.clientGuid);
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(details));
  const [problems, setProblems] = useState<PolicyProblems>({});
  const afterDemandLabel = useId();
  const change = (patch: Partial<PolicyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problemOf = (path: string) => (problems[path] ? problemText(problems[path]) : undefined);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readPolicyDraft(draft);
        if (!read.ok) {
          setProblems(read.problems);
          return;
        }
        setProblems({});
        update.mutate(read.request, { onSuccess: onSaved });
      }}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.reminderFeeAgreed}
                onChange={(event) => change({ reminderFeeAgreed: event.target.checked })}
              />
            }
            label={t('policy.reminderFeeAgreed')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.businessCompensation}
                onChange={(event) => change({ businessCompensation: event.target.checked })}
              />
            }
            label={t('policy.businessCompensation')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.autoApprovePlans}
                onChange={(event) => change({ autoApprovePlans: event.target.checked })}
              />
            }
            label={t('policy.autoApprovePlans')}
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr',
            maxWidth: 520,
            gap: 2.5,
          }}
        >
          {policyNumberFields.map((field) => (
            <TextField
              key={field}
              label={t(`policy.${field}`)}
              value={draft.numbers[field]}
              onChange={(event) => change({ numbers: { ...draft.numbers, [field]: event.target.value } })}
              error={problems[field] !== undefined}
              helperText={problemOf(field) ?? t(`policy.help.${field}`)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          ))}
          <KronorField
            label={t('policy.enforcementMinimumKronor')}
            value={draft.enforcementMinimum}
            onChange={(value) => change({ enforcementMinimum: value })}
            error={problemOf('enforcementMinimum')}
            hint={t('policy.help.enforcementMinimum')}
          />
        </Box>
        <FormControl>
          <FormLabel id={afterDemandLabel}>{t('policy.afterDemand')}</FormLabel>
          <RadioGroup
            aria-labelledby={afterDemandLabel}
            value={draft.afterDemand}
            onChange={(event) => change({ afterDemand: event.target.value as PolicyDraft['afterDemand'] })}
          >
            <FormControlLabel
              value="secondNotice"
              control={<Radio />}
              label={t('policy.afterDemandChoice.secondNotice')}
            />
            <FormControlLabel
              value="enforcement"
              control={<Radio />}
              label={t('policy.afterDemandChoice.enforcement')}
            />
          </RadioGroup>
        </FormControl>
        {draft.creditors.length > 0 && (
          <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
              {t('client.limits')}
            </Typography>
            {draft.creditors.map((creditor, index) => {
              const set = (patch: Partial<typeof creditor>) =>
                change({
                  creditors: draft.creditors.map((item, at) => (at === index ? { ...item, ...patch } : item)),
                });
              const months = `creditors.${index}.autoApproveMaxMonths`;
              const total = `creditors.${index}.autoApproveMaxTotal`;
              return (
                <Stack
                  key={creditor.creditorGuid}
                  component="fieldset"
                  spacing={1.5}
                  sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
                >
                  <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
                    {creditor.name}
                  </Typography>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                      gap: 2,
                      alignItems: 'start',
                      maxWidth: 520,
                    }}
                  >
                    <TextField
                      label={t('policy.maxMonths')}
                      value={creditor.months}
                      onChange={(event) => set({ months: event.target.value })}
                      error={problems[months] !== undefined}
                      helperText={problemOf(months) ?? t('policy.help.months')}
                      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    />
                    <KronorField
                      label={t('policy.maxTotalKronor')}
                      value={creditor.total}
                      onChange={(value) => set({ total: value })}
                      error={problemOf(total)}
                      hint={t('policy.help.kronor')}
                    />
                  </Box>
                </Stack>
              );
            })}
          </Stack>
        )}
        <TextField
          label={t('policy.reason')}
          required
          multiline
          minRows={2}
          value={draft.reason}
          onChange={(event) => change({ reason: event.target.value })}
          error={problems.reason !== undefined}
          helperText={problemOf('reason') ?? t('policy.help.reason')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {Object.keys(problems).length > 0 && <Notice severity="error">{t('policy.fixProblems')}</Notice>}
        {update.error && (
          <Notice severity="error">{t('policy.failed', { reason: problemText(update.error) })}</Notice>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onCancel} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('policy.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
