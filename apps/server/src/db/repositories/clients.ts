/** Clients, their creditors, users, policies and API keys. */
import type { Executor } from '../executor.ts';
import { clients, creditors } from '../schema.ts';

/** The columns of a client's policy for the process (the back office shows and changes the same). */
export const clientPolicyColumns = {
  reminderFeeAgreed: clients.reminderFeeAgreed,
  businessCompensation: clients.businessCompensation,
  reminderAfterDays: clients.reminderAfterDays,
  collectionAfterReminderDays: clients.collectionAfterReminderDays,
  afterDemand: clients.afterDemand,
  instalmentNoticeDaysBefore: clients.instalmentNoticeDaysBefore,
  instalmentReminderAfterDays: clients.instalmentReminderAfterDays,
  planMissedInstalmentsToTerminate: clients.planMissedInstalmentsToTerminate,
  enforcementMinimum: clients.enforcementMinimum,
};

/** Every client's id with its policy for the process. */
export async function policiesOfClients(db: Executor) {
  return db.select({ id: clients.id, ...clientPolicyColumns }).from(clients);
}

/** Every creditor's id with the fee amounts it set for cases in other currencies than SEK. */
export async function foreignFeesOfCreditors(db: Executor) {
  return db.select({ id: creditors.id, foreignFees: creditors.foreignFees }).from(creditors);
}
