import Box from '@mui/material/Box';
import { useDateFormatter } from '../../../shared/format/date.ts';

/** A moment from the server (an ISO timestamp) as day and time in the user's language, kept on one line. */
export function Moment({ iso }: { iso: string }) {
  const formatDate = useDateFormatter();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(new Date(iso), 'mediumWithTime')}
    </Box>
  );
}
