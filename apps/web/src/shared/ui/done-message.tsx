import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

/** A short "done" message at the bottom of the screen after a change (docs/design.md: snackbars). */
export function useDoneMessage() {
  const [said, setSaid] = useState<{ key: number; text: string } | null>(null);
  const say = useCallback((text: string) => setSaid({ key: Date.now(), text }), []);
  const snackbar = (
    <Snackbar
      key={said?.key}
      open={said !== null}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && setSaid(null)}
      message={said?.text}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
  return { say, snackbar };
}
