import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { AdminOnlyNotice } from './admin-only-notice.tsx';

/**
 * A page for the client's administrators: its heading, what it is for and its main action; anyone
 * else reaches the heading and a notice that only administrators manage this.
 */
export function AdminPage({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: string;
  action: { label: string; icon: ReactNode; onClick: () => void };
  children: ReactNode;
}) {
  const { isAdmin } = useCurrentClientUser();
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Stack spacing={1}>
          <PageHeading>{title}</PageHeading>
          {isAdmin && <Typography color="text.secondary">{intro}</Typography>}
        </Stack>
        {isAdmin && (
          <Button
            variant="contained"
            startIcon={action.icon}
            onClick={action.onClick}
            sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, flexShrink: 0 }}
          >
            {action.label}
          </Button>
        )}
      </Stack>
      {isAdmin ? <CopyFeedbackProvider>{children}</CopyFeedbackProvider> : <AdminOnlyNotice />}
    </Stack>
  );
}

export { useDoneMessage } from '../../../shared/ui/done-message.tsx';
