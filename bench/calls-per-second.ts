/**
 * Times a pure function: calls it for about `ms` (2 s) after a warm-up of `warmupMs` (0.5 s) and says how
 * many calls a second it made and how long each took. The calls run in batches of 100, so that reading the
 * clock is not what is measured; each call's number is added to a checksum, printed too, so that the work
 * cannot be optimised away.
 */
export function callsPerSecond(
  label: string,
  call: () => number,
  { ms = 2_000, warmupMs = 500 }: { ms?: number; warmupMs?: number } = {},
): string {
  const run = (milliseconds: number) => {
    let calls = 0;
    let checksum = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < milliseconds) {
      for (let i = 0; i < 100; i++) checksum += call();
      calls += 100;
      elapsed = performance.now() - started;
    }
    return { calls, elapsed, checksum };
  };
  run(warmupMs);
  const { calls, elapsed, checksum } = run(ms);
  return `${label}: ${Math.round((calls / elapsed) * 1_000)} ops/s, ${((elapsed * 1_000) / calls).toFixed(2)} µs/op (checksum ${checksum})`;
}
