import type { ReferenceRateTable } from './reference-rates.ts';

/**
 * The Riksbank's reference rates from 2017 to 2026 in basis points, as published (riksbank.se, "Referensränta";
 * each also in SFS as "Tillkännagivande av uppgift om Riksbankens referensränta") and as migrations 0010 and
 * 0021 seed `reference_rates`: for tests and benchmarks, since the portal reads the table from its database.
 * The half-year beginning 2026-07-01 is not here: staff enter it from the Riksbank's publication.
 */
export const PUBLISHED_REFERENCE_RATES: ReferenceRateTable = [
  { validFrom: '2017-01-01', rateBp: -50 },
  { validFrom: '2017-07-01', rateBp: -50 },
  { validFrom: '2018-01-01', rateBp: -50 },
  { validFrom: '2018-07-01', rateBp: -50 },
  { validFrom: '2019-01-01', rateBp: -50 },
  { validFrom: '2019-07-01', rateBp: 0 },
  { validFrom: '2020-01-01', rateBp: 0 },
  { validFrom: '2020-07-01', rateBp: 0 },
  { validFrom: '2021-01-01', rateBp: 0 },
  { validFrom: '2021-07-01', rateBp: 0 },
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
