import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { type HelpDocumentId, helpDocumentUrl, supervisoryAuthorityUrl } from '../help-topics.ts';

/** A link that opens in a new tab and says so: an icon for the eye, words for screen readers. */
function NewTabLink({
  href,
  icon,
  label,
  note,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  note: string;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.75, fontWeight: 500 }}
    >
      {icon}
      <span>
        {label}
        <Box component="span" sx={visuallyHidden}>
          {` (${note})`}
        </Box>
      </span>
      <OpenInNewIcon fontSize="small" aria-hidden="true" sx={mirrorInRtl} />
    </Link>
  );
}

/** A help document (a PDF from the server) in the language the page is shown in. */
export function DocumentLink({ document }: { document: HelpDocumentId }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  return (
    <NewTabLink
      href={helpDocumentUrl(document, language)}
      icon={<PictureAsPdfOutlinedIcon fontSize="small" aria-hidden="true" />}
      label={`${t(`documents.${document}`)} (${t('links.pdf')})`}
      note={t('links.newTab')}
    />
  );
}

/** The financial supervisory authority's website, marked as external. */
export function AuthorityLink() {
  const { t } = useTranslation('help');
  return (
    <NewTabLink
      href={supervisoryAuthorityUrl}
      icon={null}
      label={t('authority.name')}
      note={`${t('links.external')}, ${t('links.newTab')}`}
    />
  );
}
