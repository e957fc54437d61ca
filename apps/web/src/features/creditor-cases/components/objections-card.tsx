import type { ClientObjectionItem } from '@fordra/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnswerKind, ObjectionAnswerDialog } from '../../../shared/creditor/objection-answer-dialog.tsx';
import { ObjectionDetails, ObjectionStatusChip } from '../../../shared/creditor/objection-details.tsx';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { caseObjectionsQueryOptions, objectionFileUrl, useAnswerObjection } from '../api/case-objections.ts';

const answers: readonly AnswerKind[] = ['uphold', 'credit', 'withdraw'];

/**
 * The debtor's objections to the case, newest first, with their documents; an open one offers the
 * answers to a user who may write. Nothing when the case has none.
 */
export function ObjectionsCard({ caseGuid, canWrite }: { caseGuid: string; canWrite: boolean }) {
  const { t } = useTranslation(['creditor-cases', 'errors']);
  return (
    <QueryBoundary
      pending={<Skeleton variant="rounded" height={120} aria-hidden="true" />}
      loadError={(reason) => t('objections.loadError', { reason })}
    >
      <CaseObjections caseGuid={caseGuid} canWrite={canWrite} />
    </QueryBoundary>
  );
}

function CaseObjections({ caseGuid, canWrite }: { caseGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('creditor-cases');
  const { data } = useSuspenseQuery(caseObjectionsQueryOptions(caseGuid));
  if (data.items.length === 0) return null;
  return (
    <SectionCard title={t('objections.title')}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {data.items.map((objection) => (
          <ObjectionItem key={objection.objectionGuid} objection={objection} canWrite={canWrite} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function ObjectionItem({ objection, canWrite }: { objection: ClientObjectionItem; canWrite: boolean }) {
  const { t } = useTranslation(['creditor-cases', 'creditor']);
  const answer = useAnswerObjection();
  const [kind, setKind] = useState<AnswerKind | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const { say, snackbar } = useDoneMessage();
  const open = (next: AnswerKind) => {
    setKind(next);
    setOpenCount((count) => count + 1);
  };
  return (
    <Box component="article" aria-label={t('objections.itemLabel', { caseNumber: objection.caseNumber })}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <ObjectionStatusChip objection={objection} />
        {objection.status === 'open' && <Typography color="textSecondary">{t('objections.held')}</Typography>}
      </Box>
      <ObjectionDetails objection={objection} fileHref={objectionFileUrl(objection.objectionGuid)} />
      {objection.status === 'open' && canWrite && (
        <>
          <Typography sx={{ mt: 3, mb: 1.5 }}>{t('objections.answerIntro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {answers.map((next) => (
              <Button
                key={next}
                variant={next === 'uphold' ? 'contained' : 'outlined'}
                color={next === 'withdraw' ? 'inherit' : 'primary'}
                onClick={() => open(next)}
              >
                {t(`creditor:objection.answer.${next}`)}
              </Button>
            ))}
          </Box>
        </>
      )}
      <ObjectionAnswerDialog
        objection={objection}
        kind={kind}
        openCount={openCount}
        send={answer.mutateAsync}
        onClose={() => setKind(null)}
        onAnswered={(given) => {
          setKind(null);
          say(t(`creditor:objection.done.${given}`));
        }}
      />
      {snackbar}
    </Box>
  );
}
