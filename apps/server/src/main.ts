/**
 * `npm start`: the portal (portal.ts), its modules loaded with drizzle-orm's own resolved directly
 * (module-resolution.ts), which must be in place before any of them is imported.
 */
import './module-resolution.ts';

await import('./portal.ts');
