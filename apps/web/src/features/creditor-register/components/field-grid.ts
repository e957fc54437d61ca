/** Fields two by two from the small breakpoint up, one under the other on a phone. */
export const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 2.5,
} as const;
