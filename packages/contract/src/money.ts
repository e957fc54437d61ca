import { CURRENCIES } from '@fordra/domain';
import { z } from 'zod';

/** A currency a case can be in (domain `CURRENCIES`). */
export const currency = z.enum(CURRENCIES);
/** A currency as a request names it: another is refused as `InvalidCurrency`. */
export const requestCurrency = z.enum(CURRENCIES, { error: 'InvalidCurrency' });
/** An amount in minor units (öre, cents) of `currency`; never a float. */
export const minorUnits = z.number().int();
