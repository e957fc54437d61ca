/** Amounts typed in kronor (`1 234,50`) are read by the same rule as the server's search reads them. */
export { parseKronor } from '@fordra/domain';
