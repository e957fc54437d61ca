import { CUSTOMER_SERVICE_HOURS, SEK_FEES } from '@fordra/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../../config/app-config.ts';
import { paths } from '../../../config/paths.ts';
import { type HelpTopicId, hasList, listTopics } from '../help-topics.ts';
import { FeeTable, useWholeKronor } from './fee-table.tsx';

/** The figures the answers quote: the fees from the domain, the phone number and the opening hours. */
function useAnswerValues() {
  const kronor = useWholeKronor();
  const fees = Object.fromEntries(Object.entries(SEK_FEES).map(([type, fee]) => [type, kronor(fee.amount)]));
  return {
    ...fees,
    phone: appConfig.supportPhone,
    opens: CUSTOMER_SERVICE_HOURS.opens,
    closes: CUSTOMER_SERVICE_HOURS.closes,
  };
}

/** What some answers offer besides text: the fee table, or the page or number to go on to. */
function TopicActions({ topic }: { topic: HelpTopicId }) {
  const { t } = useTranslation('help');
  const link = (to: string, label: string) => (
    <Button variant="outlined" color="inherit" component={RouterLink} to={to} sx={{ borderColor: 'divider' }}>
      {label}
    </Button>
  );
  switch (topic) {
    case 'fees':
      return <FeeTable />;
    case 'disagree':
      return <Box>{link(paths.contact, t('links.contact'))}</Box>;
    case 'contactDetails':
    case 'notifications':
      return <Box>{link(paths.settings, t('links.settings'))}</Box>;
    case 'contactUs':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            color="inherit"
            href={`tel:${appConfig.supportPhoneE164}`}
            sx={{ borderColor: 'divider' }}
          >
            {t('links.call', { phone: appConfig.supportPhone })}
          </Button>
          {link(paths.contact, t('links.contact'))}
        </Stack>
      );
    default:
      return null;
  }
}

/** Paragraphs from the catalogue; none while it is still loading (i18next then answers the key itself). */
const paragraphs = (value: unknown): string[] => (Array.isArray(value) ? value : []);

/** One question as an accordion: the question is its heading, the answer opens under it. */
export function HelpTopic({ topic }: { topic: HelpTopicId }) {
  const { t } = useTranslation('help');
  const values = useAnswerValues();
  const answer = paragraphs(t(`topics.${topic}.answer`, { ...values, returnObjects: true }));
  const list = hasList(topic)
    ? {
        ordered: listTopics[topic] === 'ordered',
        items: paragraphs(t(`topics.${topic}.list`, { ...values, returnObjects: true })),
        after: paragraphs(t(`topics.${topic}.after`, { ...values, returnObjects: true })),
      }
    : null;
  return (
    <Accordion
      disableGutters
      elevation={0}
      slotProps={{ transition: { unmountOnExit: false } }}
      sx={{
        border: 1,
        borderColor: 'divider',
        '&:not(:last-of-type)': { borderBottom: 0 },
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: 2, '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t(`topics.${topic}.question`)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 2, pt: 0, pb: 2.5 }}>
        <Stack spacing={1.5} sx={{ maxWidth: '68ch' }}>
          {answer.map((text) => (
            <Typography key={text}>{text}</Typography>
          ))}
          {list && (
            <>
              <Box component={list.ordered ? 'ol' : 'ul'} sx={{ m: 0, ps: 3, '& > li + li': { mt: 1 } }}>
                {list.items.map((text) => (
                  <Typography component="li" key={text}>
                    {text}
                  </Typography>
                ))}
              </Box>
              {list.after.map((text) => (
                <Typography key={text}>{text}</Typography>
              ))}
            </>
          )}
          <TopicActions topic={topic} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
