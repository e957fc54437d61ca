import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type KeyboardEvent, useRef } from 'react';

export type SignInMethod = { id: string; label: string };

/**
 * The sign-in methods as tabs (WAI-ARIA tabs pattern: arrow keys move between them). Drawn with
 * ButtonBase, which the page already has, instead of MUI's Tabs, to keep the sign-in page light.
 */
export function SignInMethodTabs({
  label,
  methods,
  value,
  onChange,
  onPrefetch,
  idPrefix,
}: {
  label: string;
  methods: SignInMethod[];
  value: string;
  onChange: (id: string) => void;
  onPrefetch?: (id: string) => void;
  idPrefix: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: methods.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // In right-to-left text the arrow keys follow the reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const arrow = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
    const next = (index + (arrow && rtl ? -step : step) + methods.length) % methods.length;
    const method = methods[next];
    if (!method) return;
    onChange(method.id);
    tabs.current[next]?.focus();
  };

  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
      {methods.map((method, index) => {
        const selected = method.id === value;
        return (
          <ButtonBase
            key={method.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`${idPrefix}-tab-${method.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${method.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(method.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={() => onPrefetch?.(method.id)}
            onFocus={() => onPrefetch?.(method.id)}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 1.5,
              typography: 'body1',
              fontWeight: 500,
              color: selected ? 'text.primary' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {method.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
