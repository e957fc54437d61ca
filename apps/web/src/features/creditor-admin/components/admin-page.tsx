import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
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
    <TitledPage
      title={title}
      intro={isAdmin ? intro : undefined}
      action={
        isAdmin && (
          <Button
            variant="contained"
            startIcon={action.icon}
            onClick={action.onClick}
            sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, flexShrink: 0 }}
          >
            {action.label}
          </Button>
        )
      }
    >
      {isAdmin ? <CopyFeedbackProvider>{children}</CopyFeedbackProvider> : <AdminOnlyNotice />}
    </TitledPage>
  );
}

export { useDoneMessage } from '../../../shared/ui/done-message.tsx';
