import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression.ts';
import { preferredEncoding } from './web-app.ts';

// A built web app as the build leaves it: each asset with its brotli and gzip copies beside it.
const script = `export const greeting = ${JSON.stringify('hej '.repeat(2000))};\n`;
const assetPath = '/assets/index-abc123.js';
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fordra-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<title>%PRODUCT_NAME%</title><!--fordra-config--><p>${'Fordra '.repeat(400)}</p>`,
  );
  const file = path.join(webDist, assetPath);
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the web app's files", () => {
  it('are sent precompressed in the encoding the browser prefers, cached for a year', async () => {
    const br = await t.app.inject({ url: assetPath, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: assetPath, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: assetPath });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("send every page's index.html compressed and never cached", async () => {
    for (const url of ['/', '/cases', '/staff/plans']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
    }
  });
});

describe('API answers', () => {
  it('are compressed above the threshold', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('are never compressed under /api/auth, where they carry the CSRF token or BankID codes', async () => {
    const app = Fastify();
    await registerCompression(app);
    const large = { token: 'secret', padding: 'x'.repeat(COMPRESSION_THRESHOLD_BYTES * 4) };
    app.get('/api/auth/example', () => large);
    app.get('/api/other/example', () => large);
    const headers = { 'accept-encoding': 'br, gzip' };
    const secret = await app.inject({ url: '/api/auth/example', headers });
    const other = await app.inject({ url: '/api/other/example', headers });
    expect(secret.headers['content-encoding']).toBeUndefined();
    expect(secret.json()).toEqual(large);
    expect(other.headers['content-encoding']).toBe('br');
    await app.close();

    const csrf = await t.app.inject({ url: '/api/auth/csrf', headers });
    expect(csrf.statusCode).toBe(200);
    expect(csrf.headers['content-encoding']).toBeUndefined();
  });

  it('leave small answers as they are', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.get('/api/small', () => ({ ok: true }));
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal by q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('BR;q=0.5')).toBe('br');
  });
});
