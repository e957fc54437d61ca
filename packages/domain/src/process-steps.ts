/**
 * The steps of the collection process (collection-process.ts): every action it takes, a step already
 * taken and a step due, as the rules of each part of the process (enforcement.ts, its letters) read them.
 */
import type { LetterDelivery } from './letter-delivery.ts';

/** Every step the process takes. */
export const PROCESS_ACTIONS = [
  'invoiceReminder',
  'handOver',
  'reminder',
  'collectionDemand',
  'secondNotice',
  'enforcementApplication',
  'instalmentNotice',
  'instalmentReminder',
  'planTerminated',
  'surveillance',
  // Recorded beside the process's own steps: the day's file to Kronofogden, and staff registering its decision.
  'enforcementFiled',
  'enforcementDecision',
  // The application's withdrawal in the day's file, once the case was paid or entered a plan.
  'enforcementWithdrawal',
] as const;

export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

/**
 * A step already taken: what, the day it fell due, and the business day it was taken; for a step that sent a
 * letter, the letter's proof of delivery, or null while it has none (not yet sent, failed, returned). The
 * server always says; a step given without it (`undefined`) is presumed posted on the day it was taken.
 */
export type TakenStep = {
  action: ProcessAction;
  dueOn: string;
  takenOn: string;
  delivery?: LetterDelivery | null;
};

/** A step to take: what, and the business day it falls due. */
export type DueStep = { action: ProcessAction; dueOn: string };
