/**
 * Makes the certificates of the local BankID test server (test CA, server, relying-party client as PEM
 * and PKCS#12) in a folder, unless they are already there. The portal does this itself at start-up
 * (under DATA_DIR/bankid-test); this script is for running the test server or a client on their own.
 * Run: npx node packages/bankid/scripts/generate-test-certificates.ts [folder, default packages/bankid/.certs]
 */
import path from 'node:path';
import { ensureTestCertificates } from '../src/test-server/certificates.ts';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../.certs'));
const { files, created } = await ensureTestCertificates(dir);
console.log(created ? `Test certificates made in ${dir}:` : `Test certificates already in ${dir}:`);
for (const [name, file] of Object.entries(files)) console.log(`  ${name.padEnd(10)} ${file}`);
