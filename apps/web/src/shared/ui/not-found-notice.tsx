import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state.tsx';
import { PageHeading } from './page-heading.tsx';
import { mirrorInRtl } from './rtl.ts';

/** A page whose item is not the reader's or does not exist: said calmly, with the way back to its list. */
export function NotFoundNotice({
  title,
  body,
  hint,
  back,
  listPath,
}: {
  title: string;
  body: string;
  hint: string;
  /** The button's label, leading back to `listPath`. */
  back: string;
  listPath: string;
}) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Card sx={{ mt: 3 }}>
        <EmptyState icon={SearchOffOutlinedIcon} title={body}>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {hint}
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={listPath}
            startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          >
            {back}
          </Button>
        </EmptyState>
      </Card>
    </>
  );
}
