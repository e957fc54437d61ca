import { CUSTOMER_SERVICE_HOURS, isCustomerServiceOpen } from '@fordra/domain';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/app-config.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** Whether customer service is open, checked again every minute so the page never goes stale. */
function useCustomerServiceOpen(): boolean {
  const [open, setOpen] = useState(() => isCustomerServiceOpen(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setOpen(isCustomerServiceOpen(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return open;
}

/** Call customer service: the number as a tel: link, the opening hours and whether it is open right now. */
export function CustomerServiceCard() {
  const { t } = useTranslation('contact');
  const open = useCustomerServiceOpen();
  return (
    <SectionCard title={t('call.title')}>
      <Stack spacing={2}>
        <Button
          variant="contained"
          size="large"
          href={`tel:${appConfig.supportPhoneE164}`}
          startIcon={<PhoneOutlinedIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('call.button')}
          {'\u00a0'}
          <bdi dir="ltr">{appConfig.supportPhone}</bdi>
        </Button>
        <Box>
          <Typography sx={{ fontWeight: 500 }}>
            {t('call.hours', { opens: CUSTOMER_SERVICE_HOURS.opens, closes: CUSTOMER_SERVICE_HOURS.closes })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('call.holidays')}
          </Typography>
        </Box>
        <Box>
          <Chip
            size="small"
            variant="outlined"
            label={open ? t('call.openNow') : t('call.closedNow')}
            icon={
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: open ? 'success.main' : 'grey.500' }}
              />
            }
            sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider', px: 0.5 }}
          />
          {!open && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t('call.closedHint')}
            </Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
