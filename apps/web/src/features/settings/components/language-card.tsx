import { isSupportedLanguage, languageNames, localeOf, supportedLanguages } from '@fordra/domain/languages';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { saveLanguageChoice } from '../../../shared/session/session-client.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/**
 * The language setting: the same choice as the language button in the app bar (kept in the cookie
 * and, signed in, on the account), as a select.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation('settings');
  const language = useLanguage();
  const id = useId();

  const choose = async (next: string) => {
    if (!isSupportedLanguage(next) || next === language) return;
    await i18n.changeLanguage(next);
    // Remembering it on the account is a convenience; the cookie already holds the choice.
    void saveLanguageChoice(next).catch(() => null);
  };

  return (
    <SectionCard title={t('language.title')}>
      <FormControl variant="outlined" fullWidth sx={{ maxWidth: 360 }}>
        <InputLabel htmlFor={id} shrink>
          {t('language.label')}
        </InputLabel>
        <Select
          native
          value={language}
          onChange={(event) => void choose(event.target.value)}
          input={<OutlinedInput notched label={t('language.label')} />}
          inputProps={{ id, 'aria-describedby': `${id}-hint` }}
        >
          {supportedLanguages.map((option) => (
            <option key={option} value={option} lang={localeOf(option)}>
              {languageNames[option]}
            </option>
          ))}
        </Select>
        <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
          {t('language.hint')}
        </FormHelperText>
      </FormControl>
    </SectionCard>
  );
}
