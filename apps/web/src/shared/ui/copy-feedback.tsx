import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text` and says whether it worked; the older way is kept for browsers without the Clipboard API. */
async function writeToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      // Deprecated, but the only way left where the Clipboard API is refused (no secure context, old browser).
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

type Copy = (text: string) => void;

const CopyContext = createContext<Copy | null>(null);

/** Gives the copy buttons below it one shared "copied" snackbar (docs/design.md). */
export function CopyFeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<{ key: number; copied: boolean } | null>(null);

  const copy = useCallback<Copy>((text) => {
    void writeToClipboard(text).then((copied) => setFeedback({ key: Date.now(), copied }));
  }, []);

  return (
    <CopyContext.Provider value={copy}>
      {children}
      <Snackbar
        key={feedback?.key}
        open={feedback !== null}
        autoHideDuration={feedback?.copied === false ? 6000 : 3000}
        onClose={(_, reason) => reason !== 'clickaway' && setFeedback(null)}
        message={feedback?.copied === false ? t('copy.failed') : t('copy.copied')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </CopyContext.Provider>
  );
}

/** Copies text to the clipboard and confirms it; needs a CopyFeedbackProvider above. */
export function useCopy(): Copy {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('useCopy must be used inside <CopyFeedbackProvider>');
  return useMemo(() => copy, [copy]);
}
