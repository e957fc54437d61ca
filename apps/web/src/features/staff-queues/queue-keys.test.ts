import { describe, expect, it } from 'vitest';
import { movedRow, nextInQueue, queueKeyAction, waitingAge } from './queue-keys.ts';

const press = (
  key: string,
  target: EventTarget | null = null,
  held: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => ({
  key,
  target,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...held,
});

describe('queueKeyAction', () => {
  it('moves with j and k or the arrow keys, opens with Enter and goes to the next item with n', () => {
    expect(queueKeyAction(press('j'))).toBe('next');
    expect(queueKeyAction(press('ArrowDown'))).toBe('next');
    expect(queueKeyAction(press('k'))).toBe('previous');
    expect(queueKeyAction(press('ArrowUp'))).toBe('previous');
    expect(queueKeyAction(press('Enter'))).toBe('open');
    expect(queueKeyAction(press('n'))).toBe('nextItem');
    expect(queueKeyAction(press('x'))).toBeNull();
    expect(queueKeyAction(press('J'))).toBeNull();
  });

  it('lets every key through to a field being typed in', () => {
    // Elements as the browser gives them: a tag name, an editable flag, attributes.
    const element = (tagName: string, attributes: Record<string, string> = {}, isContentEditable = false) =>
      ({
        tagName,
        isContentEditable,
        getAttribute: (name: string) => attributes[name] ?? null,
      }) as unknown as EventTarget;
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(queueKeyAction(press('j', element(tag)))).toBeNull();
      expect(queueKeyAction(press('n', element(tag)))).toBeNull();
    }
    expect(queueKeyAction(press('k', element('DIV', { role: 'textbox' })))).toBeNull();
    expect(queueKeyAction(press('k', element('DIV', {}, true)))).toBeNull();
    expect(queueKeyAction(press('j', element('A')))).toBe('next');
    expect(queueKeyAction(press('Enter', element('BUTTON')))).toBe('open');
  });

  it('leaves the browser’s and the system’s shortcuts alone', () => {
    expect(queueKeyAction(press('n', null, { ctrlKey: true }))).toBeNull();
    expect(queueKeyAction(press('j', null, { metaKey: true }))).toBeNull();
    expect(queueKeyAction(press('k', null, { altKey: true }))).toBeNull();
  });
});

describe('movedRow', () => {
  it('starts at the first row going down and the last going up, and stops at either end', () => {
    expect(movedRow(-1, 3, 'next')).toBe(0);
    expect(movedRow(-1, 3, 'previous')).toBe(2);
    expect(movedRow(0, 3, 'next')).toBe(1);
    expect(movedRow(2, 3, 'next')).toBe(2);
    expect(movedRow(0, 3, 'previous')).toBe(0);
    expect(movedRow(5, 3, 'next')).toBe(0);
    expect(movedRow(-1, 0, 'next')).toBe(-1);
  });
});

describe('nextInQueue', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const id = (item: { id: string }) => item.id;

  it('gives the item after the current one, and the oldest other one after the last', () => {
    expect(nextInQueue(items, id, 'a')).toEqual({ id: 'b' });
    expect(nextInQueue(items, id, 'c')).toEqual({ id: 'a' });
  });

  it('gives the oldest when the current one has left the queue, and nothing when nothing else waits', () => {
    expect(nextInQueue(items, id, 'gone')).toEqual({ id: 'a' });
    expect(nextInQueue([{ id: 'a' }], id, 'a')).toBeNull();
    expect(nextInQueue([], id, 'a')).toBeNull();
  });
});

describe('waitingAge', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('counts whole minutes under an hour, hours under a day, then days', () => {
    expect(waitingAge(ago(59_000), now)).toEqual({ unit: 'minute', count: 0 });
    expect(waitingAge(ago(59 * 60_000), now)).toEqual({ unit: 'minute', count: 59 });
    expect(waitingAge(ago(60 * 60_000), now)).toEqual({ unit: 'hour', count: 1 });
    expect(waitingAge(ago(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hour', count: 23 });
    expect(waitingAge(ago(3 * 86_400_000 + 5 * 3_600_000), now)).toEqual({ unit: 'day', count: 3 });
  });

  it('says a moment in the future (a clock ahead) has waited no time', () => {
    expect(waitingAge(new Date(now.getTime() + 60_000), now)).toEqual({ unit: 'minute', count: 0 });
  });
});
