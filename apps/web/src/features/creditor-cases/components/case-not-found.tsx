import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';

/** A case that is not the client's, or does not exist: say so and lead back to the list. */
export function CaseNotFound() {
  const { t } = useTranslation('creditor-cases');
  return (
    <>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <Card sx={{ mt: 3 }}>
        <EmptyState icon={SearchOffOutlinedIcon} title={t('notFound.body')}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('notFound.hint')}
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.creditor.cases}
            startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          >
            {t('notFound.back')}
          </Button>
        </EmptyState>
      </Card>
    </>
  );
}
