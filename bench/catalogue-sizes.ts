/**
 * The size of each language's translations as the browser downloads them: every namespace of the web
 * app's catalogue, minified and gzipped one file at a time (each namespace is its own lazy chunk), in
 * total and for the sign-in page (the `common`, `errors` and `auth` namespaces).
 * Run: npx node bench/catalogue-sizes.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../apps/web/src/i18n/locales/', import.meta.url);
const signInNamespaces = ['common', 'errors', 'auth'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = readdirSync(root).map((language) => {
  const folder = new URL(`${language}/`, root);
  let all = 0;
  let signIn = 0;
  for (const file of readdirSync(folder)) {
    const minified = JSON.stringify(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
    const size = gzipSync(minified, { level: 9 }).length;
    all += size;
    if (signInNamespaces.includes(file.replace(/\.json$/, ''))) signIn += size;
  }
  return { language, all, signIn };
});

console.log('language  all namespaces (gzip)  sign-in page (gzip)');
for (const row of rows.sort((a, b) => a.all - b.all)) {
  console.log(`${row.language.padEnd(8)}  ${kb(row.all).padStart(21)}  ${kb(row.signIn).padStart(19)}`);
}
