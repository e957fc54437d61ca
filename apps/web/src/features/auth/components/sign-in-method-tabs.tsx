import { type KeyboardEvent, useRef } from 'react';
import classes from './sign-in-method-tabs.module.css';

export type SignInMethod = { id: string; label: string };

/**
 * The sign-in methods as tabs (WAI-ARIA tabs pattern: arrow keys move between them). Drawn without
 * MUI, as the whole sign-in page is, to keep it light.
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
    <div role="tablist" aria-label={label} className={classes.tabs}>
      {methods.map((method, index) => {
        const selected = method.id === value;
        return (
          <button
            type="button"
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
            className={classes.tab}
          >
            {method.label}
          </button>
        );
      })}
    </div>
  );
}
