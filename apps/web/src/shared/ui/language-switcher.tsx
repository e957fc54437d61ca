import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageNames, localeOf } from '../../i18n/languages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { saveLanguageChoice } from '../session/session-client.ts';

const loadLanguageMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadLanguageMenu);

/** The language button; the choice is kept in the cookie and, when signed in, in the session. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = async (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    await i18n.changeLanguage(next);
    // Remembering it on the account is a convenience; the cookie already holds the choice.
    void saveLanguageChoice(next).catch(() => null);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.choose', { current: languageNames[language] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1.5, fontWeight: 500 }}
      >
        <span lang={localeOf(language)}>{languageNames[language]}</span>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={language}
            onChoose={(next) => void choose(next)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
