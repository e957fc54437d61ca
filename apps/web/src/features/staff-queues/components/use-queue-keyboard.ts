import { type RefObject, useEffect, useRef } from 'react';
import { movedRow, queueKeyAction } from '../queue-keys.ts';

// Widgets that move their own focus with the arrow keys (tabs, menus, radio groups, the page-size list).
const arrowOwners = '[role="tablist"],[role="menu"],[role="radiogroup"],[role="listbox"],[role="grid"]';

/**
 * A queue page's shortcuts: `j` / `k` (or the arrow keys) move the focus between the rows' first
 * links or buttons (`data-queue-item`) inside `rows`, and Enter opens the focused one as a click
 * would. Nothing fires while typing in a field, while a dialog is open, or in a widget that uses the
 * arrow keys itself.
 */
export function useQueueRowKeys(rows: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = queueKeyAction(event);
      if (action !== 'next' && action !== 'previous') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"]')) return;
      if (event.key.startsWith('Arrow') && target?.closest(arrowOwners)) return;
      const items = Array.from(rows.current?.querySelectorAll<HTMLElement>('[data-queue-item]') ?? []);
      if (items.length === 0) return;
      const current = items.indexOf(document.activeElement as HTMLElement);
      const next = items[movedRow(current, items.length, action)];
      if (!next) return;
      event.preventDefault();
      next.focus();
      next.scrollIntoView?.({ block: 'nearest' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rows]);
}

/** An item page's `n`: the queue's next item (not while typing in a field). */
export function useNextItemKey(onNext: (() => void) | null) {
  const latest = useRef(onNext);
  latest.current = onNext;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || queueKeyAction(event) !== 'nextItem' || !latest.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
