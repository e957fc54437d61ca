import type { ReferenceRateTable } from './reference-rates.ts';

/**
 * The Riksbank's reference rates from 2022 to 2026 in basis points, as published and as migration 0010
 * seeds `reference_rates`: for tests and benchmarks, since the portal reads the table from its database.
 */
export const PUBLISHED_REFERENCE_RATES: ReferenceRateTable = [
  { validFrom: '2022-01-01', rateBp: 0 },
  { validFrom: '2022-07-01', rateBp: 50 },
  { validFrom: '2023-01-01', rateBp: 250 },
  { validFrom: '2023-07-01', rateBp: 350 },
  { validFrom: '2024-01-01', rateBp: 400 },
  { validFrom: '2024-07-01', rateBp: 400 },
  { validFrom: '2025-01-01', rateBp: 250 },
  { validFrom: '2025-07-01', rateBp: 200 },
  { validFrom: '2026-01-01', rateBp: 200 },
];
