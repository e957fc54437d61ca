/** What a key press asks of a queue page or an item page; null for a key that is not a shortcut. */
export type QueueKeyAction = 'next' | 'previous' | 'open' | 'nextItem';

type KeyPress = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The element the key was pressed in. */
  target: EventTarget | null;
};

const editableRoles = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton', 'listbox', 'option']);

/** The parts of an element that tell whether it takes typed text. */
type Typed = {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
};

/** Whether the element takes typed text (a field, a text area, a select, an editable region). */
export function isTyping(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object') return false;
  const element = target as Typed;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (element.isContentEditable) return true;
  const role = element.getAttribute?.('role') ?? null;
  return role !== null && editableRoles.has(role);
}

/**
 * The queues' shortcuts: `j` / ArrowDown and `k` / ArrowUp move between a list's rows, Enter opens
 * the row, `n` the queue's next item. None fires while typing in a field or with Alt, Ctrl or Cmd held.
 */
export function queueKeyAction(press: KeyPress): QueueKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey || isTyping(press.target)) return null;
  switch (press.key) {
    case 'j':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
      return 'open';
    case 'n':
      return 'nextItem';
    default:
      return null;
  }
}

/**
 * The row to focus after a move among `count` rows from `current` (-1: none has focus yet): the
 * first row on the first move down, the last on the first move up; it stops at either end.
 */
export function movedRow(current: number, count: number, move: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return move === 'next' ? 0 : count - 1;
  return move === 'next' ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);
}

/**
 * The item after `current` in a queue's page (by its key), to open next; the first of the page when
 * `current` is not in it (already decided and gone), null when the page holds nothing else.
 */
export function nextInQueue<Item>(
  items: readonly Item[],
  keyOf: (item: Item) => string,
  current: string,
): Item | null {
  const index = items.findIndex((item) => keyOf(item) === current);
  if (index < 0) return items[0] ?? null;
  return items[index + 1] ?? items.find((item) => keyOf(item) !== current) ?? null;
}

export type WaitingAge = { unit: 'minute' | 'hour' | 'day'; count: number };

/** How long an item has waited, in whole minutes under an hour, hours under a day, then days. */
export function waitingAge(since: Date, now: Date): WaitingAge {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minute', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', count: hours };
  return { unit: 'day', count: Math.floor(hours / 24) };
}
