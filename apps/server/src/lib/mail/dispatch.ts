import type { FastifyInstance } from 'fastify';
import type { MailMessage } from './mailer';

const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Sends an e-mail without exposing delivery time to the caller (so answers take the same time whether or
 * not an e-mail goes out — no enumeration through timing). Failures are logged without the address. The
 * development/test outbox is a database insert and is awaited, so tests and the outbox page see it at once.
 */
export async function dispatchMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  const sending = app.mailer.send(message).catch((error: unknown) => {
    app.log.error({ err: error, template: message.template }, 'e-mail could not be sent');
  });
  if (app.mailer.kind === 'outbox') return sending;
  let set = pending.get(app);
  if (!set) {
    set = new Set();
    pending.set(app, set);
  }
  const tracked = set;
  tracked.add(sending);
  void sending.finally(() => tracked.delete(sending));
}

/** Resolves once every e-mail started so far has been handed over (or failed): tests, shutdown. */
export async function settleMail(app: FastifyInstance): Promise<void> {
  const set = pending.get(app);
  if (set) await Promise.all([...set]);
}
