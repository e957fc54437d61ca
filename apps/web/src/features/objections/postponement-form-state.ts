import { addDays, daysBetween, POSTPONEMENT_ABSOLUTE_MAX_DAYS } from '@fordra/domain';

/** The choices of more time offered at once, in days from today; "another date" takes any day. */
export const POSTPONEMENT_CHOICES = [7, 14, 30] as const;

export type PostponementChoice = `${(typeof POSTPONEMENT_CHOICES)[number]}` | 'other';

/**
 * The new due date chosen, or null when "another date" holds no day that can be asked for (after
 * today, at most a year ahead: a handler decides beyond the policy's days).
 */
export function chosenDueDate(choice: PostponementChoice, otherDate: string, today: string): string | null {
  if (choice !== 'other') return addDays(today, Number(choice));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(otherDate)) return null;
  const days = daysBetween(today, otherDate);
  return days >= 1 && days <= POSTPONEMENT_ABSOLUTE_MAX_DAYS ? otherDate : null;
}

/** The choices the policy gives at once (up to its latest day), the others being left out. */
export function choicesWithinPolicy(today: string, latestWithinPolicy: string): PostponementChoice[] {
  return POSTPONEMENT_CHOICES.filter((days) => addDays(today, days) <= latestWithinPolicy).map(
    (days) => `${days}` as PostponementChoice,
  );
}
