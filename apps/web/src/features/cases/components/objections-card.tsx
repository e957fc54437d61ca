import type { Objection, Postponement } from '@fordra/contract';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import GavelOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../../config/app-config.ts';
import { disputePath, moreTimePath } from '../../../config/paths.ts';
import {
  answerExpectedBy,
  caseObjectionsQueryOptions,
  objectionFileUrl,
} from '../../../shared/debtor/debtor-objections.ts';
import { useStandingSentence } from '../../../shared/debtor/standing-summary.tsx';
import { useObjectionWords } from '../../../shared/debtor/use-objection-words.ts';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { FileLinks } from '../../../shared/ui/file-links.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/**
 * Disputes and more time on a case: the ways to dispute it or ask for more time while it is open,
 * and each dispute (its day, what it says, its files and the creditor's answer when it comes) and
 * each request for more time.
 */
export function ObjectionsCard({
  caseGuid,
  creditor,
  isActive,
}: {
  caseGuid: string;
  creditor: string;
  isActive: boolean;
}) {
  const { t } = useTranslation(['objections', 'errors']);
  return (
    <QueryBoundary
      pending={
        <SectionCard title={t('card.title')}>
          <Box role="status" aria-busy="true" aria-label={t('card.title')}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="rounded" height={40} width={220} sx={{ mt: 1.5 }} />
          </Box>
        </SectionCard>
      }
      failed={(error, retry) => (
        <SectionCard title={t('card.title')}>
          <LoadErrorNotice
            error={error}
            message={(reason) => t('dispute.loadError', { reason })}
            onRetry={retry}
          />
        </SectionCard>
      )}
    >
      <CaseObjections caseGuid={caseGuid} creditor={creditor} isActive={isActive} />
    </QueryBoundary>
  );
}

function CaseObjections({
  caseGuid,
  creditor,
  isActive,
}: {
  caseGuid: string;
  creditor: string;
  isActive: boolean;
}) {
  const { t } = useTranslation('objections');
  const { data } = useSuspenseQuery(caseObjectionsQueryOptions(caseGuid));
  const open = data.objections.some((objection) => objection.status === 'open');
  const objections = [...data.objections].sort((a, b) => b.filedAt.localeCompare(a.filedAt));
  const postponements = [...data.postponements].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  // A closed case that was never disputed has nothing to show here.
  if (!isActive && objections.length + postponements.length === 0) return null;
  return (
    <SectionCard title={t('card.title')}>
      <Stack spacing={3}>
        {objections.map((objection) => (
          <ObjectionItem key={objection.objectionGuid} objection={objection} creditor={creditor} />
        ))}
        {postponements.map((postponement) => (
          <PostponementItem
            key={postponement.postponementGuid}
            postponement={postponement}
            creditor={creditor}
          />
        ))}
        {isActive && !open && (
          <Box>
            {objections.length + postponements.length === 0 && (
              <Typography sx={{ mb: 2 }}>{t('card.intro')}</Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="outlined"
                component={RouterLink}
                to={disputePath(caseGuid)}
                startIcon={<GavelOutlinedIcon aria-hidden="true" />}
              >
                {t('card.dispute')}
              </Button>
              {data.canRequestPostponement && (
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={moreTimePath(caseGuid)}
                  startIcon={<EventRepeatOutlinedIcon aria-hidden="true" />}
                >
                  {t('card.postpone')}
                </Button>
              )}
            </Box>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}

/** A titled part of the card: a dispute or a request, its sentence first, its facts under it. */
function Item({
  title,
  sentence,
  children,
  footnote,
}: {
  title: string;
  sentence: string | null;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <Box component="article" sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {sentence && <Typography sx={{ mb: 1.5 }}>{sentence}</Typography>}
      <DetailList>{children}</DetailList>
      {footnote}
    </Box>
  );
}

function ObjectionItem({ objection, creditor }: { objection: Objection; creditor: string }) {
  const { t } = useTranslation('objections');
  const formatDate = useDateFormatter();
  const day = useDayFormatter();
  const words = useObjectionWords();
  const sentence = useStandingSentence()({ objection, postponement: null }, creditor);
  const { answer } = objection;
  return (
    <Stack spacing={2}>
      <Item title={t('card.objectionTitle')} sentence={sentence}>
        <DetailItem label={t('card.filedAt')}>{formatDate(new Date(objection.filedAt))}</DetailItem>
        <DetailItem label={t('card.scope')}>{words.scope(objection)}</DetailItem>
        <DetailItem label={t('card.ground')}>{t(`ground.${objection.ground}`)}</DetailItem>
        <DetailItem label={t('card.text')}>
          <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
            {objection.text}
          </Box>
        </DetailItem>
        <DetailItem label={t('card.files')}>
          {objection.attachments.length > 0 ? (
            <FileLinks
              files={objection.attachments}
              label={t('card.files')}
              href={objectionFileUrl(objection.objectionGuid)}
            />
          ) : (
            t('card.noFiles')
          )}
        </DetailItem>
      </Item>
      {objection.kronofogdenNotice && <Typography>{t('card.kronofogden')}</Typography>}
      {answer ? (
        <Item
          title={t('card.answerTitle', { creditor })}
          sentence={null}
          footnote={
            answer.answeredBy === 'provider' && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {t('card.answeredBy', { provider: appConfig.providerName, creditor })}
              </Typography>
            )
          }
        >
          <DetailItem label={t('card.answeredAt')}>{formatDate(new Date(answer.answeredAt))}</DetailItem>
          <DetailItem label={t('card.reason')}>
            <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
              {answer.reason}
            </Box>
          </DetailItem>
          {answer.attachments.length > 0 && (
            <DetailItem label={t('card.answerFiles')}>
              <FileLinks
                files={answer.attachments}
                label={t('card.answerFiles')}
                href={objectionFileUrl(objection.objectionGuid)}
              />
            </DetailItem>
          )}
        </Item>
      ) : (
        objection.status === 'open' && (
          <Typography color="textSecondary">
            {t('card.waiting', { answerBy: day(answerExpectedBy(objection)) })}
          </Typography>
        )
      )}
    </Stack>
  );
}

function PostponementItem({ postponement, creditor }: { postponement: Postponement; creditor: string }) {
  const { t } = useTranslation('objections');
  const formatDate = useDateFormatter();
  const day = useDayFormatter();
  const sentence = useStandingSentence()({ objection: null, postponement }, creditor);
  return (
    <Item title={t('card.postponementTitle')} sentence={sentence}>
      <DetailItem label={t('card.requestedAt')}>{formatDate(new Date(postponement.requestedAt))}</DetailItem>
      <DetailItem label={t('card.newDueDate')}>{day(postponement.newDueDate)}</DetailItem>
      {postponement.decisionReason && (
        <DetailItem label={t('card.decisionReason')}>{postponement.decisionReason}</DetailItem>
      )}
    </Item>
  );
}
