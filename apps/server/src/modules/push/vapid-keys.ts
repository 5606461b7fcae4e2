import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { findVapidKeys, keepVapidKeys, type VapidKeyPair } from './push.repository';

/** What signs every push request (RFC 8292): the key pair and a contact for the push services. */
export type VapidDetails = VapidKeyPair & { subject: string };

// One load per database: every module (and every app a test builds on the same database) shares the answer.
const loaded = new WeakMap<object, Promise<VapidKeyPair>>();

/**
 * The site's key pair: from `VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY` when set, else the one in the database,
 * generated and stored by the first process that needed it (so every server process signs with the same key and
 * browsers' subscriptions stay valid across restarts). The subject is `VAPID_SUBJECT`, else the support address.
 */
export async function vapidDetails(app: FastifyInstance): Promise<VapidDetails> {
  const { config } = app;
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.brand.supportEmail}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  let keys = loaded.get(app.db);
  if (!keys) {
    keys = loadOrGenerate(app);
    loaded.set(app.db, keys);
    // A failed read is tried again next time instead of being kept.
    keys.catch(() => loaded.delete(app.db));
  }
  return { ...(await keys), subject };
}

async function loadOrGenerate(app: FastifyInstance): Promise<VapidKeyPair> {
  const stored = await findVapidKeys(app.db);
  if (stored) return stored;
  const kept = await keepVapidKeys(app.db, webPush.generateVAPIDKeys());
  app.log.info('web push: generated the VAPID key pair and stored it in the database');
  return kept;
}
