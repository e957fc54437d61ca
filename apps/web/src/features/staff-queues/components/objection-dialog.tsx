import type { staffObjectionItem } from '@fordra/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type AnswerKind, ObjectionAnswerDialog } from '../../../shared/creditor/objection-answer-dialog.tsx';
import { ObjectionDetails } from '../../../shared/creditor/objection-details.tsx';
import { objectionFileUrl, useAnswerObjectionForClient } from '../api/queues.ts';

export type StaffObjectionItem = z.infer<typeof staffObjectionItem>;

const answers: readonly AnswerKind[] = ['uphold', 'credit', 'withdraw'];

/**
 * A waiting objection in the back office: what the debtor disputes and why, with the files; a handler
 * chases the client, or answers for a client that asked us to (the answer names the provider).
 */
export function ObjectionDialog({
  item,
  onClose,
  onAnswered,
}: {
  item: StaffObjectionItem | null;
  onClose: () => void;
  onAnswered: (kind: AnswerKind) => void;
}) {
  const { t } = useTranslation(['staff-queues', 'creditor']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const answer = useAnswerObjectionForClient();
  const titleId = useId();
  const [kind, setKind] = useState<AnswerKind | null>(null);
  const [openCount, setOpenCount] = useState(0);
  return (
    <>
      <Dialog
        open={item !== null && kind === null}
        onClose={onClose}
        fullWidth
        maxWidth="md"
        fullScreen={phone}
        aria-labelledby={titleId}
      >
        {item && (
          <>
            <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
              {t('objections.dialog.title', { caseNumber: item.caseNumber, debtor: item.debtor.name })}
            </DialogTitle>
            <DialogContent>
              <Typography color="textSecondary" sx={{ mb: 2.5 }}>
                {t('objections.dialog.intro', { client: item.client.name, creditor: item.creditor.name })}
              </Typography>
              <ObjectionDetails objection={item} fileHref={objectionFileUrl(item.objectionGuid)} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
              <Button color="inherit" onClick={onClose}>
                {t('objections.dialog.close')}
              </Button>
              {answers.map((next) => (
                <Button
                  key={next}
                  variant={next === 'uphold' ? 'contained' : 'outlined'}
                  onClick={() => {
                    setKind(next);
                    setOpenCount((count) => count + 1);
                  }}
                >
                  {t(`creditor:objection.answer.${next}`)}
                </Button>
              ))}
            </DialogActions>
          </>
        )}
      </Dialog>
      {item && (
        <ObjectionAnswerDialog
          objection={item}
          kind={kind}
          openCount={openCount}
          note={t('objections.dialog.forClient', { client: item.client.name })}
          send={answer.mutateAsync}
          onClose={() => setKind(null)}
          onAnswered={(given) => {
            setKind(null);
            onAnswered(given);
          }}
        />
      )}
    </>
  );
}
