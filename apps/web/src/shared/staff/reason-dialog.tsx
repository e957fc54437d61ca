import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../api/api-error.ts';
import { DialogForm, FormDialog } from '../ui/form-dialog.tsx';
import { ReasonField } from './reason-field.tsx';

export type ReasonDialogTexts = { title: string; intro: string; submit: string; cancel: string };

/**
 * An action a member of staff takes with only a reason to give (a letter marked returned, sent again), in a
 * dialog that starts afresh at each opening; `act` sends it, and a refusal shows under the field.
 */
export function ReasonDialog({
  open,
  openCount,
  texts,
  failedText,
  pending,
  act,
  onClose,
}: {
  open: boolean;
  openCount: number;
  texts: ReasonDialogTexts;
  /** Why it failed, in words, from the server's message in the `errors` catalogue. */
  failedText: (reason: string) => string;
  pending: boolean;
  act: (reason: string) => Promise<unknown>;
  onClose: (done: boolean) => void;
}) {
  return (
    <FormDialog open={open} openCount={openCount} onClose={() => onClose(false)}>
      {(titleId) => (
        <ReasonForm
          titleId={titleId}
          texts={texts}
          failedText={failedText}
          pending={pending}
          act={act}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function ReasonForm({
  titleId,
  texts,
  failedText,
  pending,
  act,
  onClose,
}: Omit<Parameters<typeof ReasonDialog>[0], 'open' | 'openCount'> & { titleId: string }) {
  const { t } = useTranslation(['staff', 'errors']);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (reason.trim() === '') {
      setProblem('ReasonRequired');
      document.getElementById(`${titleId}-reason`)?.focus();
      return;
    }
    try {
      await act(reason.trim());
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      if (error instanceof ApiError && error.field === 'reason') setProblem(code);
      else setFailure(failedText(t(errorMessageKey(code))));
      return;
    }
    onClose(true);
  };
  return (
    <DialogForm
      titleId={titleId}
      title={texts.title}
      intro={texts.intro}
      failure={failure}
      cancelLabel={texts.cancel}
      submitLabel={texts.submit}
      pending={pending}
      onCancel={() => onClose(false)}
      onSubmit={() => void submit()}
    >
      <ReasonField
        id={`${titleId}-reason`}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        error={problem ? t(errorMessageKey(problem)) : undefined}
      />
    </DialogForm>
  );
}
