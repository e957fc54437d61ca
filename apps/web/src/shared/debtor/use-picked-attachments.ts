import { useRef, useState } from 'react';
import {
  attachmentSetError,
  attachmentsReady,
  type PickedAttachment,
  pickAttachment,
} from './attachment-files.ts';

/**
 * The files a debtor picks for a form (a message, a dispute): each checked as it is picked, removed
 * with focus back on the zone's button, and the error shown under the zone (about the files together,
 * or "fix the files" when sending was tried with a file that cannot be sent).
 */
export function usePickedAttachments() {
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [checking, setChecking] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const nextFileId = useRef(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const add = async (chosen: File[]) => {
    setProblem(null);
    setChecking((count) => count + 1);
    const checked = await Promise.all(
      chosen.map((file) => pickAttachment(file, `file-${nextFileId.current++}`)),
    );
    setFiles((current) => [...current, ...checked]);
    setChecking((count) => count - 1);
  };

  const remove = (id: string) => {
    setProblem(null);
    setFiles((current) => current.filter((file) => file.id !== id));
    buttonRef.current?.focus();
  };

  /** The server's refusal of one file, by its place in the list (`attachments.2` is the third). */
  const refuseFile = (index: number, code: string) => {
    setFiles((current) => current.map((file, i) => (i === index ? { ...file, error: code } : file)));
    buttonRef.current?.focus();
  };

  /** A problem with the files as a whole (an error code, or `fixFiles`), with focus on the zone. */
  const showProblem = (code: string) => {
    setProblem(code);
    buttonRef.current?.focus();
  };

  return {
    files,
    /** True while every file can be sent, together, and none is still being checked. */
    ready: checking === 0 && attachmentsReady(files),
    /** Says "fix the files" unless a more precise problem shows; with `focus`, moves focus to the zone. */
    markUnready: (focus = false) => {
      setProblem((current) => current ?? 'fixFiles');
      if (focus) buttonRef.current?.focus();
    },
    showProblem,
    refuseFile,
    /** What the dropzone takes. */
    zone: {
      files,
      checking: checking > 0,
      error: attachmentSetError(files) ?? problem,
      buttonRef,
      onAdd: (chosen: File[]) => void add(chosen),
      onRemove: remove,
    },
  };
}
