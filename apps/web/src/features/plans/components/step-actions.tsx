import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Back and Continue under a step; the first step has no way back. */
export function StepActions({ onBack, onNext }: { onBack?: () => void; onNext: (() => void) | null }) {
  const { t } = useTranslation('plans');
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ pt: 3 }}>
      {onBack && (
        <Button variant="outlined" color="inherit" onClick={onBack}>
          {t('new.back')}
        </Button>
      )}
      <Button variant="contained" onClick={onNext ?? undefined} disabled={onNext === null}>
        {t('new.next')}
      </Button>
    </Stack>
  );
}
