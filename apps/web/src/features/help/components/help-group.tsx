import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { helpGroups } from '../help-topics.ts';
import { AuthorityLink, DocumentLink } from './help-links.tsx';
import { HelpTopic } from './help-topic.tsx';

/** A group of questions under its heading, and the group's documents and links below them. */
export function HelpGroup({ group }: { group: (typeof helpGroups)[number] }) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const hasLinks = group.documents.length > 0 || 'authority' in group;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
        {t(`groups.${group.id}`)}
      </Typography>
      <Box sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
        {group.topics.map((topic) => (
          <HelpTopic key={topic} topic={topic} />
        ))}
      </Box>
      {hasLinks && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {group.documents.map((document) => (
            <li key={document}>
              <DocumentLink document={document} />
            </li>
          ))}
          {'authority' in group && (
            <li>
              <AuthorityLink />
            </li>
          )}
        </Box>
      )}
    </Box>
  );
}
