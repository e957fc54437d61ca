import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one for itself, which on two cores runs one file at a time.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'] } },
      {
        test: { name: 'bankid', root: 'packages/bankid', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run side by side, and each worker runs its files one after another in one process: a
          // process of its own for each file compiled PGlite's WebAssembly and the server's modules again,
          // more than half of the suite's time. Each file still opens its own database and server.
          isolate: false,
        },
      },
    ],
  },
});
