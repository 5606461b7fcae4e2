import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/push-service');

/** A POST the push service received. */
export type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: its JSON (what the web app stores as `fcmToken`) and its private keys. */
export type TestSubscription = {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts an `aes128gcm` body (RFC 8188) as the browser would (RFC 8291) and returns the plaintext. */
  decrypt(body: Buffer): string;
};

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * A subscription as a browser makes one: a P-256 key pair and a 16-byte authentication secret, with the
 * decryption of RFC 8291 written out from the RFC (not web-push's code), so the test checks the wire format.
 */
export function createTestSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, expected an uncompressed P-256 point`);
      if (ciphertext.length > recordSize) throw new Error('more than one record');
      // RFC 8291 §3.3–3.4: IKM from the ECDH secret and the auth secret, then the content key and nonce.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32);
      const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, after checking its ES256 signature. */
export function verifyVapidAuthorization(header: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt = '', key = ''] = match;
  if (key !== publicKey) throw new Error('the header names another public key');
  const [encodedHeader = '', encodedClaims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify with the public key');
  return {
    header: JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg: string; typ: string },
    claims: JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}

/**
 * A push service on 127.0.0.1 over HTTPS (web-push sends over HTTPS only), with a self-signed certificate this
 * process trusts while it runs. Records every POST and answers each path with the status set for it (201 by default).
 */
export async function startPushService() {
  const cert = readFileSync(path.join(fixtures, 'cert.pem'));
  const key = readFileSync(path.join(fixtures, 'key.pem'));
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const waiting: Array<{ path: string; resolve: (request: PushRequest) => void }> = [];
  const server = https.createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push: PushRequest = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.writeHead(statuses.get(push.path) ?? 201).end();
      for (const waiter of waiting.filter((w) => w.path === push.path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node's HTTPS client (web-push's) trusts the certificate: the global agent's options join every connection's.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    origin,
    received,
    /** A new subscription whose endpoint is `/push/<name>` on this service. */
    subscribe: (name: string) => createTestSubscription(`${origin}/push/${name}`),
    /** Answer POSTs to `/push/<name>` with `status` from now on. */
    answer: (name: string, status: number) => statuses.set(`/push/${name}`, status),
    /** The next POST to `/push/<name>`. */
    next: (name: string) => new Promise<PushRequest>((resolve) => waiting.push({ path: `/push/${name}`, resolve })),
    /** Requests received for `/push/<name>`. */
    to: (name: string) => received.filter((request) => request.path === `/push/${name}`),
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      https.globalAgent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
