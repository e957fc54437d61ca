import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/**
 * The bar itself (height 3, z-index 2000: docs/spec-coverage.md#constants); loaded with the first
 * navigation.
 */
export default function RouteProgressLine({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Fade
      in={active}
      unmountOnExit
      // Quick navigations finish before the bar would show, so they do not flicker.
      style={{ transitionDelay: active ? '150ms' : '0ms' }}
    >
      <LinearProgress
        aria-label={t('loading.page')}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000 }}
      />
    </Fade>
  );
}
