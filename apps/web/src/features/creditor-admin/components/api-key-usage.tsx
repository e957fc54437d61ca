import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { monospaceFont } from './monospace.ts';

/** The OpenAPI document of every call, served by the portal. */
const apiDocsPath = '/api/docs';

/** How a client's system calls with its key: the header, and where the calls are described. */
export function ApiKeyUsage() {
  const { t } = useTranslation('creditor-admin');
  return (
    <SectionCard title={t('apiKeys.usageTitle')}>
      <Stack spacing={1.5}>
        <Typography>{t('apiKeys.usage')}</Typography>
        <Box
          component="code"
          dir="ltr"
          sx={{
            display: 'block',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'grey.100',
            fontFamily: monospaceFont,
            fontSize: '0.9375rem',
            overflowWrap: 'anywhere',
          }}
        >
          {`Authorization: Bearer <${t('apiKeys.usageKeyPlaceholder')}>`}
        </Box>
        <Typography>
          {t('apiKeys.docs')}{' '}
          <Link href={apiDocsPath} target="_blank" rel="noopener">
            {t('apiKeys.docsLink')}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('apiKeys.keepSecret')}
        </Typography>
      </Stack>
    </SectionCard>
  );
}
