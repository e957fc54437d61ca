import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDateFormatter } from '../format/date.ts';

/**
 * One message of a thread as a list item: who wrote it and when above its subject (when it has one of
 * its own) and its text as written, then what
 * `children` add (its files, the contact details typed with it).
 */
export function MessageFrame({
  author,
  createdAt,
  fromProvider,
  subject,
  body,
  children,
}: {
  author: string;
  createdAt: string;
  fromProvider: boolean;
  /** The subject the writer gave this message, where it is not the thread's own. */
  subject?: string | null | undefined;
  body: string;
  children?: ReactNode;
}) {
  const date = useDateFormatter();
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: fromProvider ? 'secondary.main' : 'divider',
        // The provider's answers are told apart by their frame and shade as well as by the name above them.
        bgcolor: fromProvider ? 'action.hover' : 'background.paper',
      }}
    >
      <Box
        component="p"
        sx={{ m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          <bdi>{author}</bdi>
        </Box>
        <Typography component="time" variant="body2" color="textSecondary" dateTime={createdAt}>
          {date(new Date(createdAt), 'mediumWithTime')}
        </Typography>
      </Box>
      {subject && (
        <Typography
          dir="auto"
          sx={{ fontWeight: 650, mb: 0.5, overflowWrap: 'anywhere' }}
          data-testid="message-subject"
        >
          {subject}
        </Typography>
      )}
      <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
      {children}
    </Box>
  );
}
