/**
 * Certificates for the local BankID test server, made here and never downloaded: a test CA, the
 * server's certificate (for localhost and 127.0.0.1) and the relying party's client certificate, as
 * PEM and as PKCS#12. Keys and signatures come from node:crypto (fast, native); node-forge writes the
 * X.509 and PKCS#12 structures.
 */
import { generateKeyPair, randomBytes, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

export type TestCertificates = {
  /** The CA that issued both certificates below: the client pins it, the server trusts clients it issued. */
  caCert: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** The client certificate, its key and the CA as PKCS#12 (like BankID's test `.p12`). */
  clientPfx: Buffer;
  clientPfxPassphrase: string;
};

/** The passphrase of the generated PKCS#12 file; the same as BankID's own test certificate's. */
export const TEST_PFX_PASSPHRASE = 'qwerty123';

const fileNames = {
  caCert: 'ca.pem',
  serverCert: 'server.pem',
  serverKey: 'server-key.pem',
  clientCert: 'client.pem',
  clientKey: 'client-key.pem',
  clientPfx: 'client.p12',
} as const;

export type TestCertificateFiles = Record<keyof typeof fileNames, string>;

type KeyPair = { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; pem: string };

const generateRsaKeyPair = promisify(generateKeyPair);

async function newKeyPair(): Promise<KeyPair> {
  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return {
    privateKey: forgeKey,
    publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e),
    pem: privateKey,
  };
}

/** Signs with SHA-256 and RSA through node:crypto, which is many times faster than forge's own `cert.sign`. */
function signCertificate(cert: forge.pki.Certificate, issuerKeyPem: string): void {
  const oid = forge.pki.oids.sha256WithRSAEncryption ?? '1.2.840.113549.1.1.11';
  cert.signatureOid = oid;
  cert.siginfo.algorithmOid = oid;
  // getTBSCertificate is public in node-forge but missing from its type definitions.
  const { getTBSCertificate } = forge.pki as unknown as {
    getTBSCertificate: (certificate: forge.pki.Certificate) => forge.asn1.Asn1;
  };
  const tbs = getTBSCertificate(cert);
  (cert as forge.pki.Certificate & { tbsCertificate: forge.asn1.Asn1 }).tbsCertificate = tbs;
  const der = Buffer.from(forge.asn1.toDer(tbs).getBytes(), 'binary');
  cert.signature = sign('sha256', der, issuerKeyPem).toString('binary');
}

function newCertificate(
  subject: string,
  keys: KeyPair,
  issuer: { name: string; keyPem: string },
  extensions: object[],
  years: number,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now + years * 365 * 24 * 60 * 60 * 1000);
  const attributes = (name: string) => [
    { shortName: 'C', value: 'SE' },
    { shortName: 'O', value: 'Fordra (test only)' },
    { shortName: 'CN', value: name },
  ];
  cert.setSubject(attributes(subject));
  cert.setIssuer(attributes(issuer.name));
  cert.setExtensions([{ name: 'subjectKeyIdentifier' }, ...extensions]);
  signCertificate(cert, issuer.keyPem);
  return cert;
}

/** A new set of test certificates, in memory. `label` names the CA, so two sets are easy to tell apart. */
export async function createTestCertificates(label = 'Fordra BankID Test CA'): Promise<TestCertificates> {
  const [caKeys, serverKeys, clientKeys] = await Promise.all([newKeyPair(), newKeyPair(), newKeyPair()]);
  const issuer = { name: label, keyPem: caKeys.pem };
  const ca = newCertificate(
    label,
    caKeys,
    issuer,
    [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
    10,
  );
  const server = newCertificate(
    'localhost',
    serverKeys,
    issuer,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
    5,
  );
  const client = newCertificate(
    'Fordra relying party (test)',
    clientKeys,
    issuer,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
    5,
  );
  const pfx = forge.pkcs12.toPkcs12Asn1(clientKeys.privateKey, [client, ca], TEST_PFX_PASSPHRASE, {
    algorithm: 'aes256',
    friendlyName: 'Fordra relying party (test)',
  });
  return {
    caCert: forge.pki.certificateToPem(ca),
    serverCert: forge.pki.certificateToPem(server),
    serverKey: serverKeys.pem,
    clientCert: forge.pki.certificateToPem(client),
    clientKey: clientKeys.pem,
    clientPfx: Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary'),
    clientPfxPassphrase: TEST_PFX_PASSPHRASE,
  };
}

/** Where each file of a set lives in `dir`. */
export function testCertificateFiles(dir: string): TestCertificateFiles {
  const files = {} as TestCertificateFiles;
  for (const [key, name] of Object.entries(fileNames))
    files[key as keyof TestCertificateFiles] = path.join(dir, name);
  return files;
}

/** The set kept in `dir`, made there first when any file is missing. Keys are written readable by the owner only. */
export async function ensureTestCertificates(
  dir: string,
): Promise<TestCertificates & { files: TestCertificateFiles; created: boolean }> {
  const files = testCertificateFiles(dir);
  if (Object.values(files).every((file) => existsSync(file))) {
    return {
      caCert: readFileSync(files.caCert, 'utf8'),
      serverCert: readFileSync(files.serverCert, 'utf8'),
      serverKey: readFileSync(files.serverKey, 'utf8'),
      clientCert: readFileSync(files.clientCert, 'utf8'),
      clientKey: readFileSync(files.clientKey, 'utf8'),
      clientPfx: readFileSync(files.clientPfx),
      clientPfxPassphrase: TEST_PFX_PASSPHRASE,
      files,
      created: false,
    };
  }
  const certificates = await createTestCertificates();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(files.caCert, certificates.caCert);
  writeFileSync(files.serverCert, certificates.serverCert);
  writeFileSync(files.serverKey, certificates.serverKey, { mode: 0o600 });
  writeFileSync(files.clientCert, certificates.clientCert);
  writeFileSync(files.clientKey, certificates.clientKey, { mode: 0o600 });
  writeFileSync(files.clientPfx, certificates.clientPfx, { mode: 0o600 });
  return { ...certificates, files, created: true };
}
