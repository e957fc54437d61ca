import type { StaffConversation } from '@fordra/contract';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The language's name in the UI language ("svenska", "Arabic"), or its code when the browser has no name for it. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whom a thread is with: the debtor's name, identity number, language and registered contact details. */
export function DebtorCard({ debtor }: { debtor: StaffConversation['debtor'] }) {
  const { t } = useTranslation('staff-queues');
  const locale = useFormattingLocale();
  const missing = t('conversation.notRegistered');
  return (
    <SectionCard title={t('debtor.title')}>
      <DetailList>
        <DetailItem label={t('debtor.name')}>
          <bdi>{debtor.name}</bdi>
        </DetailItem>
        <DetailItem label={t('debtor.identityNumber')}>{debtor.identityNumber}</DetailItem>
        <DetailItem label={t('debtor.kind')}>{t(`debtor.kinds.${debtor.kind}`)}</DetailItem>
        <DetailItem label={t('debtor.language')}>
          {debtor.language ? languageName(debtor.language, locale) : missing}
        </DetailItem>
        <DetailItem label={t('debtor.email')}>{debtor.email ?? missing}</DetailItem>
        <DetailItem label={t('debtor.phone')}>{debtor.cellularPhone ?? missing}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
