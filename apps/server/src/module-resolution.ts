/**
 * Node resolves every module of a package by looking up the package's scope, which parses its
 * package.json's `exports` again each time: for drizzle-orm's 180 KB map and the ~440 modules the
 * server loads, half a second of every start. Its modules import each other by relative paths to `.js`
 * files of an ES module package (`"type": "module"`), which resolve as URLs do; those are resolved here
 * without the look-up. Everything else is resolved by Node.
 */
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && specifier.endsWith('.js') && context.parentURL?.includes(DRIZZLE))
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
