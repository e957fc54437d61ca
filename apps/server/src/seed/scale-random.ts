/** The deterministic randomness of the generated data for scale: mulberry32, seeded per debtor. */

/** mulberry32: a tiny, fast 32-bit PRNG giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A PRNG of its own for each debtor index, so a debtor's data depends on neither batches nor --append. */
export function debtorRandom(seed: number, index: number) {
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index, 0xc2b2ae35));
  /** An integer from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    weighted: <T extends { weight: number }>(list: readonly T[]): T => {
      let left = next() * list.reduce((sum, item) => sum + item.weight, 0);
      for (const item of list) {
        left -= item.weight;
        if (left < 0) return item;
      }
      return list[list.length - 1] as T;
    },
  };
}

export type Random = ReturnType<typeof debtorRandom>;
