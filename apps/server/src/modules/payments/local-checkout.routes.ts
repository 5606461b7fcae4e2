import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-key';
import { errorResponses } from '../../lib/error-responses';
import { returnUrls, withSessionId } from './checkout.service';
import { judgeCard, localEvent, localExpiredEventId, readCardFields, type LocalSession } from './local-checkout';
import { checkoutPage, LOCAL_CHECKOUT_CSS, messagePage } from './local-checkout.page';
import { aud } from './money';
import { completeLocalCheckout, findLocalCheckoutWithPlan } from './payments.repository';
import { LOCAL_SESSION_ID, localCheckoutEnabled, productName } from './providers';

/**
 * The built-in test checkout (used when STRIPE_SECRET_KEY is not set, never in production): a page where the
 * member types the test card, and the "bank" behind it. No sign-in: the page is a plain navigation from the web
 * app, and the unguessable session id is the capability, as Stripe's checkout URLs are. Paying grants nothing
 * here: the card is recorded as accepted on the checkout row (what the local provider reports), and a
 * `checkout.session.completed` event signed as Stripe signs goes to the webhook through the job queue.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const brand = app.config.brand;
  const urls = returnUrls(app.config.PUBLIC_URL);
  const plansPage = new URL('/plan', app.config.PUBLIC_URL).toString();
  const params = z.object({ sessionId: z.string().max(100) });
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(page);

  type Found = LocalSession & {
    state: 'pending' | 'paid' | 'failed' | 'expired';
    expiresAt: Date;
    completedAt: Date | null;
    planName: string;
    planType: 'Monthly' | 'Yearly';
  };
  async function find(sessionId: string): Promise<Found | null> {
    if (!localCheckoutEnabled(app.config) || !LOCAL_SESSION_ID.test(sessionId)) return null;
    const row = await findLocalCheckoutWithPlan(app.db, sessionId);
    return row ?? null;
  }

  const notFoundPage = () =>
    messagePage(
      brand,
      'We could not find this checkout',
      'The link may be incomplete. Please start again from the plans page.',
      {
        href: plansPage,
        label: 'Back to the plans',
      },
    );

  /** An unpaid checkout past its time: the page says so, and Stripe's `checkout.session.expired` is sent once. */
  async function expired(reply: FastifyReply, session: Found) {
    if (session.state === 'pending') {
      const eventId = localExpiredEventId(session.id);
      await app.jobs.send(
        'payments.local-webhook',
        { payload: localEvent('checkout.session.expired', session, app.clock.now(), eventId) },
        { singletonKey: eventId },
      );
    }
    return html(
      reply,
      410,
      messagePage(
        brand,
        'This checkout has expired',
        'No money was taken. You can start a new checkout from the plans page.',
        {
          href: plansPage,
          label: 'Back to the plans',
        },
      ),
    );
  }

  const isPaid = (session: Found) => session.completedAt !== null || session.state === 'paid';
  const isOver = (session: Found) =>
    session.state !== 'pending' || session.expiresAt.getTime() <= app.clock.now().getTime();
  const page = (session: Found, extra: Partial<Parameters<typeof checkoutPage>[0]> = {}) =>
    checkoutPage({
      brand,
      sessionId: session.id,
      product: productName(session),
      amount: aud(session.amountCents),
      cancelUrl: withSessionId(urls.cancelUrl, session.id),
      ...extra,
    });

  app.get(
    '/payment-process/local-checkout.css',
    { schema: { hide: true, response: { 200: z.string(), ...errorResponses() } } },
    async (_request, reply) => reply.type('text/css; charset=utf-8').send(LOCAL_CHECKOUT_CSS),
  );

  app.get(
    '/payment-process/local-checkout/:sessionId',
    { schema: { hide: true, params, response: { 200: z.string(), ...errorResponses('VALIDATION_FAILED') } } },
    async (request, reply) => {
      const session = await find(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      if (isPaid(session)) return reply.redirect(withSessionId(urls.successUrl, session.id), 303);
      if (isOver(session)) return expired(reply, session);
      return html(reply, 200, page(session));
    },
  );

  app.post(
    '/payment-process/local-checkout/:sessionId/pay',
    {
      schema: {
        hide: true,
        params,
        body: z.unknown(),
        // Its own 400 (a card that does not pass) is the HTML page; the error body only for 413, 415 and 429.
        response: { 200: z.string(), ...errorResponses('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED') },
      },
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `local-checkout:${clientKey(request.ip)}`,
        },
      },
    },
    async (request, reply) => {
      const session = await find(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      const success = withSessionId(urls.successUrl, session.id);
      if (isPaid(session)) return reply.redirect(success, 303);
      if (isOver(session)) return expired(reply, session);

      const fields = readCardFields(request.body);
      const now = app.clock.now();
      const outcome = judgeCard(fields, now);
      if (outcome.kind === 'invalid')
        return html(reply, 400, page(session, { values: fields, errors: outcome.errors }));
      if (outcome.kind === 'declined') return html(reply, 402, page(session, { values: fields, declined: true }));

      const accepted = await app.db.transaction().execute(async (trx) => {
        const row = await completeLocalCheckout(trx, session.id, now);
        if (!row) return false;
        await app.jobs.send(
          'payments.local-webhook',
          { payload: localEvent('checkout.session.completed', row, now) },
          { transaction: trx, singletonKey: `completed:${row.id}` },
        );
        return true;
      });
      if (!accepted) {
        // Paid by a click a moment earlier, or it expired in between: show what it is now.
        const latest = await find(session.id);
        if (latest && !isPaid(latest)) return expired(reply, latest);
      }
      return reply.redirect(success, 303);
    },
  );
};
