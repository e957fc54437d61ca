/** A client as the back office sees it: with its policies and its creditors' plan limits. */
import type { StaffClientDetails } from '@fordra/contract';
import type { clientWithPoliciesByGuid, creditorLimitsOfClient } from '../db/repositories/clients.ts';

export function clientDetailsForStaff(
  client: NonNullable<Awaited<ReturnType<typeof clientWithPoliciesByGuid>>>,
  own: Awaited<ReturnType<typeof creditorLimitsOfClient>>,
): StaffClientDetails {
  const { id: _, ...details } = client;
  return { ...details, creditors: own.map(({ id: __, ...creditor }) => creditor) };
}
