/**
 * `npm start`: the portal (portal.ts), its modules loaded with drizzle-orm's own resolved directly
 * (module-resolution.ts) and from Node's compile cache (compile-cache.ts), both of which must be in
 * place before any of them is imported.
 */
import './module-resolution.ts';
import './compile-cache.ts';

const { startPortal } = await import('./portal.ts');
await startPortal();
