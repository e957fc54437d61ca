import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { SentMessage } from './message-form.tsx';

/** The confirmation after sending: what was sent, where the answer will show, and the ways on. */
export function MessageSent({ sent, onWriteAnother }: { sent: SentMessage; onWriteAnother: () => void }) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form the user was in is gone: move focus to the news, which screen readers then read.
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircleOutlineIcon sx={{ color: 'success.main', fontSize: 32 }} aria-hidden="true" />
        <Box>
          <Typography
            ref={heading}
            variant="h3"
            component="h3"
            tabIndex={-1}
            sx={{ fontSize: '1.25rem', '&:focus': { outline: 'none' } }}
          >
            {t('sent.title')}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{t('sent.body')}</Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, width: '100%', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('sent.subject')}
        </Typography>
        <Typography component="dd" dir="auto" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
          {sent.subject}
        </Typography>
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('sent.files')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {sent.fileNames.length > 0 ? sent.fileNames.join(', ') : t('sent.noFiles')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="contained" onClick={onWriteAnother}>
          {t('sent.writeAnother')}
        </Button>
        <Button variant="outlined" color="inherit" component={RouterLink} to={paths.home}>
          {t('sent.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
