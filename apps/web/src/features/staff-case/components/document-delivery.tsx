import type { StaffCaseView } from '@fordra/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { ReasonDialog } from '../../../shared/staff/reason-dialog.tsx';
import { useMarkReturned } from '../api/staff-case.ts';

type Delivery = StaffCaseView['deliveries'][number];

/**
 * How a letter went out, by its latest delivery (one sent again replaces the one before), and for a posted
 * letter the way to record it returned by the post.
 */
export function DocumentDelivery({ deliveries, title }: { deliveries: Delivery[]; title: string }) {
  const { t } = useTranslation('staff-case');
  const day = useDayFormatter();
  const markReturned = useMarkReturned();
  const [openCount, setOpenCount] = useState(0);
  const [open, setOpen] = useState(false);
  const latest = deliveries.at(-1);
  if (!latest) return null;
  const channel = latest.channel ? t(`delivery.channel.${latest.channel}`) : null;
  const said = [
    channel ? `${channel}: ${t(`delivery.status.${latest.status}`)}` : t(`delivery.status.${latest.status}`),
    latest.postedOn && t('delivery.postedOn', { day: day(latest.postedOn) }),
    latest.deliveredOn && t('delivery.deliveredOn', { day: day(latest.deliveredOn) }),
  ]
    .filter(Boolean)
    .join(' · ');
  const posted = latest.channel === 'paper' && latest.status === 'sent';
  return (
    <>
      <Typography variant="body2" color="textSecondary" data-testid="document-delivery">
        {said}
      </Typography>
      {posted && (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 0.75 }}
          aria-label={t('delivery.markReturnedNamed', { title })}
          onClick={() => {
            setOpen(true);
            setOpenCount((count) => count + 1);
          }}
        >
          {t('delivery.markReturned')}
        </Button>
      )}
      <ReasonDialog
        open={open}
        openCount={openCount}
        texts={{
          title: t('delivery.returnedDialog.title'),
          intro: t('delivery.returnedDialog.intro', { title }),
          submit: t('delivery.returnedDialog.submit'),
          cancel: t('cancel'),
        }}
        failedText={(reason) => t('delivery.returnedDialog.failed', { reason })}
        pending={markReturned.isPending}
        act={(reason) => markReturned.mutateAsync({ deliveryGuid: latest.deliveryGuid, reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
