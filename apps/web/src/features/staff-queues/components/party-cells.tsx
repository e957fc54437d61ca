import type { DebtorRef } from '@fordra/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list cell's second line, quieter than the first. */
export function SecondLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** The debtor in a list: the name (or what `name` renders, a button to open), the identity number under it. */
export function DebtorCell({ debtor, name }: { debtor: DebtorRef; name?: ReactNode }) {
  return (
    <>
      {name ?? <bdi>{debtor.name}</bdi>}
      <SecondLine>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {debtor.identityNumber}
        </Box>
      </SecondLine>
    </>
  );
}

/** The creditor in a list, with its client under it when they differ. */
export function CreditorCell({ creditorName, clientName }: { creditorName: string; clientName: string }) {
  return (
    <>
      <bdi>{creditorName}</bdi>
      {clientName !== creditorName && (
        <SecondLine>
          <bdi>{clientName}</bdi>
        </SecondLine>
      )}
    </>
  );
}
