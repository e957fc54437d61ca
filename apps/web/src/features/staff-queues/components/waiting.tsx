import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { waitingAge } from '../queue-keys.ts';

/** How long an item has waited ("3 days"), in words. */
export function useWaitingAge() {
  const { t } = useTranslation('staff-queues');
  return (since: string, now = new Date()) => {
    const age = waitingAge(new Date(since), now);
    return t(`age.${age.unit}`, { count: age.count });
  };
}

/** A row's waiting time: how long, and since when. */
export function WaitingSince({ since }: { since: string }) {
  const age = useWaitingAge();
  const date = useDateFormatter();
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
        {age(since)}
      </Typography>
      <Typography
        component="time"
        variant="body2"
        color="textSecondary"
        dateTime={since}
        sx={{ display: 'block' }}
      >
        {date(new Date(since), 'mediumWithTime')}
      </Typography>
    </>
  );
}
