import type { ClientObjectionItem, ObjectionAnswerFields } from '@fordra/contract';
import { parseKronor } from '@fordra/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../api/api-error.ts';
import { useMoneyFormatter } from '../format/money.ts';
import { AttachmentField } from '../messages/attachment-field.tsx';
import {
  type DraftProblems,
  draftProblems,
  hasProblems,
  problemsFromServer,
} from '../messages/message-draft.ts';
import { DialogForm, FormDialog } from '../ui/form-dialog.tsx';
import { OutlinedTextField } from '../ui/outlined-text-field.tsx';

export type AnswerKind = ObjectionAnswerFields['answer'];

/** An answer as sent: its fields, its documents, and the key that makes sending it twice answer once. */
export type OutgoingAnswer = {
  objectionGuid: string;
  fields: ObjectionAnswerFields;
  files: readonly File[];
  idempotencyKey: string;
};

type Problems = { amount?: string; reason?: string };

/** The answer's form: the amount to credit, the reason the debtor reads, and documents (not with a withdrawal). */
function AnswerFormBody({
  objection,
  kind,
  titleId,
  note,
  send,
  onCancel,
  onAnswered,
}: {
  objection: ClientObjectionItem;
  kind: AnswerKind;
  titleId: string;
  note?: string;
  send: (answer: OutgoingAnswer) => Promise<unknown>;
  onCancel: () => void;
  onAnswered: (kind: AnswerKind) => void;
}) {
  const { t } = useTranslation(['creditor', 'errors']);
  const money = useMoneyFormatter();
  const id = useId();
  // One key per opening: a retry after a lost answer registers the answer once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [fileProblems, setFileProblems] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const max = money(objection.remainingAmount, objection.currency);
  const withDocuments = kind !== 'withdraw';

  const submit = async () => {
    setFailure(null);
    const found: Problems = {};
    const minor = parseKronor(amount);
    if (kind === 'credit' && (minor === null || minor <= 0)) found.amount = 'InvalidAmount';
    if (reason.trim() === '') found.reason = 'ReasonRequired';
    // Only the file checks of a message's draft apply here: the reason is checked above.
    const { files: perFile, attachments } = draftProblems({ message: '-', files });
    const filesFound: DraftProblems = {
      ...(perFile && { files: perFile }),
      ...(attachments && { attachments }),
    };
    setProblems(found);
    setFileProblems(filesFound);
    if (Object.keys(found).length > 0 || hasProblems(filesFound)) {
      const first = found.amount ? 'amount' : found.reason ? 'reason' : null;
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await send({
        objectionGuid: objection.objectionGuid,
        fields: {
          answer: kind,
          reason: reason.trim(),
          ...(kind === 'credit' && minor !== null && { creditAmount: minor }),
        },
        files: withDocuments ? files : [],
        idempotencyKey,
      });
    } catch (error) {
      setPending(false);
      const fromServer = problemsFromServer(error);
      const apiError = error instanceof ApiError ? error : null;
      if (fromServer && (fromServer.files || fromServer.attachments)) setFileProblems(fromServer);
      else if (apiError?.field === 'creditAmount' || apiError?.code === 'AmountAboveOwed')
        setProblems({ amount: apiError.code });
      else if (apiError?.field === 'reason') setProblems({ reason: apiError.code });
      else setFailure(apiError?.code ?? 'Unknown');
      return;
    }
    onAnswered(kind);
  };

  return (
    <DialogForm
      titleId={titleId}
      title={t(`objection.form.${kind}Title`)}
      intro={note ? `${t(`objection.form.${kind}Intro`)} ${note}` : t(`objection.form.${kind}Intro`)}
      failure={failure && t('objection.form.failed', { reason: t(errorMessageKey(failure)) })}
      cancelLabel={t('objection.form.cancel')}
      submitLabel={t(`objection.answer.${kind}`)}
      pending={pending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      {kind === 'credit' && (
        <OutlinedTextField
          id={`${id}-amount`}
          label={t('objection.form.amount', { currency: objection.currency })}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setProblems((current) => ({ ...current, amount: undefined }));
          }}
          inputMode="decimal"
          autoComplete="off"
          required
          fullWidth
          error={problems.amount ? t(errorMessageKey(problems.amount)) : undefined}
          helperText={t('objection.form.amountHint', { max })}
          inputProps={{ dir: 'ltr', maxLength: 20 }}
        />
      )}
      <OutlinedTextField
        id={`${id}-reason`}
        label={t('objection.form.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblems((current) => ({ ...current, reason: undefined }));
        }}
        required
        fullWidth
        multiline
        minRows={3}
        inputProps={{ maxLength: 2000 }}
        error={problems.reason ? t(errorMessageKey(problems.reason)) : undefined}
        helperText={t('objection.form.reasonHint')}
      />
      {withDocuments && (
        <AttachmentField
          files={files}
          problems={fileProblems}
          disabled={pending}
          onChange={(next) => {
            setFiles(next);
            setFileProblems({});
          }}
        />
      )}
    </DialogForm>
  );
}

/**
 * Answering an objection: uphold it (with reasons and documents), credit part of the claim, or
 * withdraw the claim. The client's page and the back office's share it; each sends through its own call.
 * Texts: `creditor` (and `creditor-messages` for the documents).
 */
export function ObjectionAnswerDialog({
  objection,
  kind,
  openCount,
  note,
  send,
  onClose,
  onAnswered,
}: {
  objection: ClientObjectionItem;
  /** The answer being given; null while the dialog is closed. */
  kind: AnswerKind | null;
  openCount: number;
  /** A sentence added to the introduction (the back office: whom it answers for). */
  note?: string;
  send: (answer: OutgoingAnswer) => Promise<unknown>;
  onClose: () => void;
  onAnswered: (kind: AnswerKind) => void;
}) {
  return (
    <FormDialog open={kind !== null} openCount={openCount} onClose={onClose}>
      {(titleId) =>
        kind && (
          <AnswerFormBody
            objection={objection}
            kind={kind}
            titleId={titleId}
            note={note}
            send={send}
            onCancel={onClose}
            onAnswered={onAnswered}
          />
        )
      }
    </FormDialog>
  );
}
