import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useCaseWords } from './use-case-words.ts';

type TimelineEvent = CreditorCaseDetails['timeline'][number];

const icons = {
  registered: PostAddOutlinedIcon,
  fee: ReceiptLongOutlinedIcon,
  payment: PaymentsOutlinedIcon,
  letter: MailOutlinedIcon,
  plan: EventRepeatOutlinedIcon,
  closed: TaskAltOutlinedIcon,
} as const;

/** What happened on the case, newest first: each kind with its words and icon, its day and amount. */
export function TimelineCard({ details }: { details: CreditorCaseDetails }) {
  const { t } = useTranslation('creditor-cases');
  const words = useCaseWords();
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const currency = details.case.currency;
  const newestFirst = [...details.timeline].reverse();

  const describe = (event: TimelineEvent) => {
    switch (event.kind) {
      case 'registered':
        return t('timeline.registered', { service: words.service(event.detail) });
      case 'fee':
        return t('timeline.fee', { fee: words.feeType(event.detail) });
      case 'payment':
        return t('timeline.payment', { channel: words.channel(event.detail) });
      case 'letter':
        return t('timeline.letter', { letter: words.letter(event.detail) });
      case 'plan':
        return t('timeline.plan', { status: words.planStatus(event.detail) });
      case 'closed':
        return t('timeline.closed', { status: words.caseStatus(event.detail) });
    }
  };

  return (
    <SectionCard title={t('timeline.title')}>
      <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 1.5 }}>
        {t('timeline.order')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {newestFirst.map((event, index) => {
          const Icon = icons[event.kind];
          return (
            <Box
              component="li"
              // Events of one day and kind can repeat (two fees): their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn whole from the case, never reordered in place.
              key={`${event.date}-${event.kind}-${index}`}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Icon sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden="true" />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{describe(event)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  <Amount>{day(event.date)}</Amount>
                </Typography>
              </Box>
              {event.amount !== null && (
                <Typography sx={{ textAlign: 'end', flexShrink: 0 }}>
                  <Amount>{money(event.amount, currency)}</Amount>
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
