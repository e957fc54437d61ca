import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../format/date.ts';

/**
 * When a payment made today shows up here: within 1–3 bank days, with the first and last possible
 * day spelled out (the server counts the bank days; docs/domain.md).
 */
export function RegistrationNote({ registration }: { registration: { earliest: string; latest: string } }) {
  const { t } = useTranslation('payment');
  const formatDay = useDayFormatter();
  return (
    <Box
      role="note"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#f3f6fa',
      }}
    >
      <EventAvailableOutlinedIcon sx={{ color: 'info.main', mt: '2px' }} aria-hidden="true" />
      <Typography>
        {t('registration.body', {
          earliest: formatDay(registration.earliest, 'weekday'),
          latest: formatDay(registration.latest, 'weekday'),
        })}
      </Typography>
    </Box>
  );
}
