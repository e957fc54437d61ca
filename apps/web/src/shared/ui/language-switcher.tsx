import { type Language, languageNames, localeOf } from '@fordra/domain/languages';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { saveLanguageChoice } from '../session/session-client.ts';
import { preloadTheme, Themed } from '../theme/themed.tsx';
import { PathIcon } from './path-icon.tsx';
import { PlainButton } from './plain-button.tsx';

// Material's Translate icon.
const translateIcon =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

// The menu (MUI's, with its theme) loads when the button is pointed at or focused.
const loadLanguageMenu = () => Promise.all([import('./language-menu.tsx'), preloadTheme()]);
const LanguageMenu = lazy(async () => (await loadLanguageMenu())[0]);

/**
 * The language button; the choice is kept in the cookie and, when signed in, in the session. Drawn
 * without MUI, as it is on the sign-in page.
 */
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
      <PlainButton
        compact
        startIcon={<PathIcon path={translateIcon} />}
        aria-label={t('language.choose', { current: languageNames[language] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span lang={localeOf(language)}>{languageNames[language]}</span>
      </PlainButton>
      {anchor && (
        <Suspense fallback={null}>
          <Themed>
            <LanguageMenu
              id={menuId}
              anchor={anchor}
              current={language}
              onChoose={(next) => void choose(next)}
              onClose={() => setAnchor(null)}
            />
          </Themed>
        </Suspense>
      )}
    </>
  );
}
