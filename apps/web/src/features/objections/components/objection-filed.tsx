import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { answerExpectedBy } from '../../../shared/debtor/debtor-objections.ts';
import { useObjectionWords } from '../../../shared/debtor/use-objection-words.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import type { FiledObjection } from './objection-form.tsx';
import { WaysOn } from './ways-on.tsx';

/**
 * The confirmation of a dispute: that collection is paused from today, that the creditor is asked and
 * by when we expect the answer, where it will show; what was sent; and the ways on.
 */
export function ObjectionFiled({ filed, creditor }: { filed: FiledObjection; creditor: string }) {
  const { t } = useTranslation('objections');
  const day = useDayFormatter();
  const words = useObjectionWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form is gone: move focus to the news, which screen readers then read.
    heading.current?.focus();
  }, []);
  const { objection } = filed;
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircleOutlineIcon sx={{ color: 'success.main', fontSize: 32 }} aria-hidden="true" />
        <Typography
          ref={heading}
          variant="h2"
          tabIndex={-1}
          sx={{ fontSize: '1.375rem', '&:focus': { outline: 'none' } }}
        >
          {t('disputed.title')}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 1 }}>
        <Typography component="li">{t('disputed.pause')}</Typography>
        <Typography component="li">
          {t('disputed.ask', { creditor, answerBy: day(answerExpectedBy(objection)) })}
        </Typography>
        <Typography component="li">{t('disputed.answer', { creditor })}</Typography>
      </Box>
      <Box sx={{ width: '100%', borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <DetailList>
          <DetailItem label={t('card.scope')}>{words.scope(objection)}</DetailItem>
          <DetailItem label={t('card.ground')}>{t(`ground.${objection.ground}`)}</DetailItem>
          <DetailItem label={t('card.files')}>
            {filed.fileNames.length > 0 ? filed.fileNames.join(', ') : t('card.noFiles')}
          </DetailItem>
        </DetailList>
      </Box>
      <WaysOn caseGuid={objection.caseGuid} />
    </Stack>
  );
}
