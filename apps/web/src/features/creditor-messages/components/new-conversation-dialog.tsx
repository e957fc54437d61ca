import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { AttachmentField } from '../../../shared/messages/attachment-field.tsx';
import { useDraftSending } from '../../../shared/messages/use-draft-sending.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useStartConversation } from '../api/send-message.ts';
import { CaseField, type ChosenCase } from './case-field.tsx';

type Draft = {
  about: 'case' | 'other';
  chosenCase: ChosenCase | null;
  subject: string;
  message: string;
  files: File[];
};
const emptyDraft: Draft = { about: 'case', chosenCase: null, subject: '', message: '', files: [] };

/**
 * "New message": a form in a dialog that starts a thread with the provider about one of the client's cases,
 * or about something that is no case.
 */
export function NewConversationButton() {
  const { t } = useTranslation('creditor-messages');
  const [open, setOpen] = useState(false);
  // The draft lives here, so closing the dialog by mistake loses nothing.
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  return (
    <>
      <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('new.button')}
      </Button>
      {open && (
        <NewConversationDialog
          draft={draft}
          onDraftChange={setDraft}
          onClose={() => setOpen(false)}
          onSent={() => setDraft(emptyDraft)}
        />
      )}
    </>
  );
}

function NewConversationDialog({
  draft,
  onDraftChange,
  onClose,
  onSent,
}: {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation(['creditor-messages', 'errors']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  // A message about something else names no case, and is not asked for one.
  const sending = useDraftSending(async (sent: Draft & { caseGuid?: string | null }) => {
    const { conversationGuid } = await start.mutateAsync({
      caseGuid: sent.about === 'other' ? null : (sent.caseGuid ?? ''),
      subject: sent.subject,
      message: sent.message,
      files: sent.files,
    });
    // The new thread's page opens, and the next "New message" starts from an empty form.
    onSent();
    navigate(creditorPath('conversation', conversationGuid));
  });
  const { problems } = sending;
  const busy = start.isPending;
  const send = () =>
    sending.submit(
      draft.about === 'other' ? draft : { ...draft, caseGuid: draft.chosenCase?.caseGuid ?? null },
    );

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('new.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormControl disabled={busy}>
            <FormLabel id={`${titleId}-about`}>{t('form.about')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-about`}
              value={draft.about}
              onChange={(_, about) => {
                sending.clear('caseGuid');
                onDraftChange({ ...draft, about: about === 'other' ? 'other' : 'case' });
              }}
            >
              <FormControlLabel value="case" control={<Radio />} label={t('form.aboutCase')} />
              <FormControlLabel value="other" control={<Radio />} label={t('form.aboutOther')} />
            </RadioGroup>
          </FormControl>
          {draft.about === 'case' && (
            <CaseField
              value={draft.chosenCase}
              error={problems.caseGuid}
              disabled={busy}
              onChange={(chosenCase) => {
                sending.clear('caseGuid');
                onDraftChange({ ...draft, chosenCase });
              }}
            />
          )}
          <OutlinedTextField
            label={t('form.subject')}
            required
            fullWidth
            value={draft.subject}
            disabled={busy}
            error={problems.subject ? t(errorMessageKey(problems.subject)) : undefined}
            onChange={(event) => {
              sending.clear('subject');
              onDraftChange({ ...draft, subject: event.target.value });
            }}
          />
          <OutlinedTextField
            label={t('form.message')}
            required
            fullWidth
            multiline
            minRows={5}
            value={draft.message}
            disabled={busy}
            error={problems.message ? t(errorMessageKey(problems.message)) : undefined}
            onChange={(event) => {
              sending.clear('message');
              onDraftChange({ ...draft, message: event.target.value });
            }}
          />
          <AttachmentField
            files={draft.files}
            problems={problems}
            disabled={busy}
            onChange={(files) => {
              sending.clear('files');
              sending.clear('attachments');
              onDraftChange({ ...draft, files });
            }}
          />
          {sending.failure && (
            <LoadErrorNotice
              error={sending.failure}
              message={(reason) => t('send.failed', { reason })}
              onRetry={() => void send()}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('new.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
          {t('new.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
