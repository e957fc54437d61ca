/**
 * Where a redirect after sign-in or sign-out may lead: `raw` read as a browser reads it against
 * `origin` (tabs and line breaks dropped, `\` taken as `/`, `.` and `..` segments and their
 * percent-encoded spellings resolved), kept only when it stays on `origin`, and answered as a path
 * that begins with exactly one `/`. A path beginning `//` or `/\` would be read again by the browser
 * as another host, so it and everything off the site answer `fallback`.
 */
export function sameSitePath(raw: string | null | undefined, origin: string, fallback: string): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[^/\\]|^\/$/.test(path) ? path : fallback;
}
