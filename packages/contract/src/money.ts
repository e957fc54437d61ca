import { z } from 'zod';

/** An amount in minor units (öre, cents) of `currency`; never a float. */
export const currency = z.enum(['SEK', 'DKK', 'NOK', 'EUR']);
export const minorUnits = z.number().int();
