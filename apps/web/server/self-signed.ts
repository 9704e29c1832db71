import { generate } from 'selfsigned';

/**
 * A certificate for a local address, made on the spot (an EC P-256 key, valid for a day): for
 * serving the production build over HTTPS and HTTP/2 on this machine, as the Lighthouse script
 * does. A browser trusts it only when told to (Chromium's --ignore-certificate-errors-spki-list).
 */
export async function selfSignedCertificate(ip = '127.0.0.1'): Promise<{ cert: string; key: string }> {
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: ip }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip }] },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
