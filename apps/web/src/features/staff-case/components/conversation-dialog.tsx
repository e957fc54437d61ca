import type { StaffCaseView } from '@fordra/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { AttachmentField } from '../../../shared/messages/attachment-field.tsx';
import { useDraftSending } from '../../../shared/messages/use-draft-sending.ts';
import { DialogForm } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useStartConversation } from '../api/staff-case.ts';
import { useCodeText } from './use-case-words.ts';

type Draft = { subject: string; message: string; files: File[] };

/**
 * A new thread about the case with the debtor or the client: subject, message and files, checked and
 * refused field by field as a client's new thread is (shared/messages).
 */
export function ConversationBody({
  view,
  party,
  titleId,
  onCancel,
  onStarted,
}: {
  view: StaffCaseView;
  party: 'debtor' | 'client';
  titleId: string;
  onCancel: () => void;
  onStarted: (conversationGuid: string) => void;
}) {
  const { t } = useTranslation('staff-case');
  const codeText = useCodeText();
  const start = useStartConversation();
  const [draft, setDraft] = useState<Draft>({
    subject: t('write.defaultSubject', { caseNumber: view.caseNumber }),
    message: '',
    files: [],
  });
  const sending = useDraftSending(async (sent: Draft) => {
    const answer = await start.mutateAsync({
      caseGuid: view.caseGuid,
      party,
      subject: sent.subject.trim(),
      message: sent.message.trim(),
      attachments: sent.files,
    });
    onStarted(answer.conversationGuid);
  });
  const { problems, failure } = sending;
  const edit = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch) as (keyof Draft)[]) {
      if (field === 'files') {
        sending.clear('files');
        sending.clear('attachments');
      } else sending.clear(field);
    }
  };
  const submit = async () => {
    if (await sending.submit(draft)) return;
    // The first field to correct gets focus (the sending hook has placed its error).
    const first = (['subject', 'message'] as const).find((field) => problems[field]);
    if (first) document.getElementById(`${titleId}-${first}`)?.focus();
  };

  const recipient = party === 'debtor' ? view.debtor.name : view.client.name;
  return (
    <DialogForm
      titleId={titleId}
      title={t(`write.title.${party}`)}
      intro={t('write.intro', { name: recipient, caseNumber: view.caseNumber })}
      failure={
        failure && t('failed', { reason: codeText(failure instanceof ApiError ? failure.code : 'Unknown') })
      }
      cancelLabel={t('cancel')}
      submitLabel={t('write.submit')}
      pending={start.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <OutlinedTextField
        id={`${titleId}-subject`}
        label={t('write.subject')}
        value={draft.subject}
        onChange={(event) => edit({ subject: event.target.value })}
        required
        fullWidth
        error={problems.subject && codeText(problems.subject)}
      />
      <OutlinedTextField
        id={`${titleId}-message`}
        label={t('write.message')}
        value={draft.message}
        onChange={(event) => edit({ message: event.target.value })}
        required
        fullWidth
        multiline
        minRows={5}
        error={problems.message && codeText(problems.message)}
      />
      <AttachmentField
        files={draft.files}
        problems={problems}
        disabled={start.isPending}
        onChange={(files) => edit({ files })}
      />
    </DialogForm>
  );
}
