import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { unreadRepliesQueryOptions } from '../../../shared/messages/unread-replies.ts';

/** A line on Home when we have answered and the debtor has not read it yet, with the way to the answer. */
export function UnreadRepliesNote() {
  const { t } = useTranslation('home');
  const unread = useQuery(unreadRepliesQueryOptions).data;
  if (!unread || unread.replies === 0) return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ForumOutlinedIcon sx={{ color: 'secondary.main' }} aria-hidden="true" />
      <Typography>
        {t('replies.unread')}{' '}
        <Link component={RouterLink} to={paths.contact}>
          {t('replies.read')}
        </Link>
      </Typography>
    </Box>
  );
}
