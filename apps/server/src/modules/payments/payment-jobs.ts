import type { FastifyInstance } from 'fastify';
import type { Brand } from '@app/shared/brand';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose } from '../../lib/mail/compose';
import { localWebhookSecret, signPayload } from './local-checkout';
import { aud, longDate } from './money';
import { findPaidSubscription } from './payments.repository';
import { receiptDescription, receiptFilename, receiptPdf, type ReceiptInput } from './receipts';
import { fulfilEvent, type FulfilmentTask } from './webhook.service';

/** The background work of payments, on the one job queue (lib/jobs, ADR 010). */
declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Deliver one local checkout event to our own webhook, signed afresh at each attempt as Stripe does. */
    'payments.local-webhook': { payload: string };
    /** What a stored webhook event means for its checkout: the provider asked, the plan granted once (webhook.service). */
    'payments.fulfil-event': FulfilmentTask;
    /** E-mail the receipt (a tax invoice PDF) of a paid order. */
    'payments.receipt-email': { subscriptionId: string };
  }
}

export const WEBHOOK_PATH = '/api/v1/payment-process/webhook';

/**
 * `payments.local-webhook`: POSTs the event to the webhook through the app itself (`app.inject`), so exactly the
 * route Stripe calls runs, raw body and signature included. Anything but 200 fails the attempt and the queue
 * retries it, with back-off, as Stripe retries an endpoint that did not answer 2xx.
 */
async function deliverLocalEvent(app: FastifyInstance, payload: string): Promise<void> {
  const timestamp = Math.floor(app.clock.now().getTime() / 1000);
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signPayload(payload, localWebhookSecret(app.config), timestamp),
      'user-agent': 'local-checkout (Stripe-shaped webhooks)',
    },
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`the webhook answered ${response.statusCode} to a local checkout event`);
  }
}

/** The receipt e-mail: the plan, until when it runs, and the tax invoice attached. */
export function receiptEmail(brand: Brand, row: ReceiptInput, pdf: Buffer): MailMessage {
  const message = compose(
    brand,
    row.billingEmail,
    'payment-receipt',
    `Your receipt for ${row.planName} (order ${row.orderId})`,
    [
      `Thank you${row.billingName ? `, ${row.billingName}` : ''}. We have received your payment of ${aud(row.amountCents)} (GST included: ${aud(row.gstCents)}).`,
      row.purchasedFor
        ? `${receiptDescription(row)} for ${row.purchasedFor}: it runs from ${longDate(row.startsAt)} until ${longDate(row.endsAt)}.`
        : `${receiptDescription(row)}: your plan runs from ${longDate(row.startsAt)} until ${longDate(row.endsAt)}.`,
      `Your tax invoice ${row.orderId} is attached as a PDF. You can download it again at any time from Plan & Billing in your dashboard.`,
      { label: 'Go to Plan & Billing', link: new URL('/user-dashboard?tab=billings', brand.siteUrl).toString() },
      `Questions about your order? Write to ${brand.supportEmail} and quote ${row.orderId}.`,
    ],
  );
  return {
    ...message,
    attachments: [{ filename: receiptFilename(row.orderId), contentType: 'application/pdf', content: pdf }],
  };
}

/** `payments.receipt-email`: sent for paid orders (complimentary grants have no receipt). A failure is retried. */
async function sendReceipt(app: FastifyInstance, subscriptionId: string): Promise<void> {
  const row = await findPaidSubscription(app.db, subscriptionId);
  if (!row || !row.billingEmail) return;
  const pdf = await receiptPdf(app.config.brand, row);
  await app.mailer.send(receiptEmail(app.config.brand, row, pdf));
}

/**
 * Retries of `payments.fulfil-event` while its provider cannot be asked (or the database refuses): 30 s, then
 * doubling with jitter, 10 times (about 8 to 17 hours in all), then the event stays `queued` and an error is logged.
 */
export const FULFIL_RETRIES = 10;

export function registerPaymentJobs(app: FastifyInstance): void {
  app.jobs.work(
    'payments.fulfil-event',
    async (task, job) => {
      try {
        const outcome = await fulfilEvent(app, task);
        app.log.info({ eventId: task.eventId, type: task.type, outcome }, 'payment event fulfilled');
      } catch (error) {
        if (job.attempt > job.retryLimit) {
          app.log.error(
            { err: error, eventId: task.eventId, checkoutSessionId: task.objectId },
            'a payment event could not be fulfilled after every retry; it stays queued (check the checkout by hand)',
          );
        }
        throw error;
      }
    },
    { retryLimit: FULFIL_RETRIES, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  );
  app.jobs.work('payments.local-webhook', async ({ payload }) => deliverLocalEvent(app, payload), {
    retryLimit: 8,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  app.jobs.work('payments.receipt-email', async ({ subscriptionId }) => sendReceipt(app, subscriptionId), {
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
}
