/**
 * Runs the BankID test server on its own (the portal normally starts it itself), e.g. to point a
 * portal started with BANKID_TEST_SERVER=false at it, or another relying party under test.
 * Run: npx node packages/bankid/scripts/test-server.ts
 * Environment: BANKID_TEST_SERVER_PORT (3443), BANKID_TEST_APP_PORT (3444), BANKID_TEST_CERT_DIR (packages/bankid/.certs).
 */
import path from 'node:path';
import { ensureTestCertificates, startBankidTestServer } from '../src/test-server/index.ts';

const certificates = await ensureTestCertificates(
  path.resolve(process.env.BANKID_TEST_CERT_DIR ?? path.join(import.meta.dirname, '../.certs')),
);
const server = await startBankidTestServer({
  certificates,
  apiPort: Number(process.env.BANKID_TEST_SERVER_PORT ?? 3443),
  appPort: Number(process.env.BANKID_TEST_APP_PORT ?? 3444),
});
console.log(`BankID test API: ${server.apiUrl}`);
console.log(`BankID test app: ${server.appUrl}`);
console.log('A relying party connects with:');
console.log(`  BANKID_URL=${server.apiUrl}`);
console.log(`  BANKID_CA=${certificates.files.caCert}`);
console.log(
  `  BANKID_CLIENT_CERT=${certificates.files.clientCert} BANKID_CLIENT_KEY=${certificates.files.clientKey}`,
);
console.log(
  `  (or BANKID_PFX=${certificates.files.clientPfx} BANKID_PASSPHRASE=${certificates.clientPfxPassphrase})`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
