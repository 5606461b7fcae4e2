import type { FastifyInstance } from 'fastify';
import type { Brand } from '@app/shared/brand';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, mailText } from '../../lib/mail/compose';
import { localWebhookSecret, signPayload } from './local-checkout';
import type { LanguageCode } from '@app/shared/i18n';
import { formatAud, formatDay, recipientLanguage } from '../../lib/i18n/index';
import { findPaidSubscription } from './payments.repository';
import { purchasedForWords, receiptFilename, receiptPdf, type ReceiptInput } from './receipts';
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

/**
 * The receipt e-mail: the plan, until when it runs, and the tax invoice attached. In the buyer's language, amounts
 * and dates too (`locales/<lang>/payments.json`), the tax invoice too (with the tax office's English beside it).
 */
export function receiptEmail(brand: Brand, language: LanguageCode, row: ReceiptInput, pdf: Buffer): MailMessage {
  const text = mailText(brand, language);
  const { orderId, planName } = row;
  const amounts = { amount: formatAud(language, row.amountCents), gst: formatAud(language, row.gstCents) };
  const dates = { start: formatDay(language, row.startsAt), end: formatDay(language, row.endsAt) };
  const description = text('payments:receipt.description', {
    planName,
    planType: text(`payments:receipt.planTypes.${row.planType}`),
    count: row.durationInMonths,
  });
  const message = compose(
    brand,
    language,
    row.billingEmail,
    'payment-receipt',
    text('payments:receipt.subject', { planName, orderId }),
    [
      row.billingName
        ? text('payments:receipt.thanksName', { name: row.billingName, ...amounts })
        : text('payments:receipt.thanks', amounts),
      row.purchasedFor
        ? text('payments:receipt.runsFor', {
            description,
            purchasedFor: purchasedForWords(language, row.purchasedFor),
            ...dates,
          })
        : text('payments:receipt.runs', { description, ...dates }),
      text('payments:receipt.invoice', { orderId }),
      {
        label: text('payments:receipt.billingLink'),
        link: new URL('/user-dashboard?tab=billings', brand.siteUrl).toString(),
      },
      text('payments:receipt.questions', { orderId }),
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
  // The buyer's language: a helper who paid for someone reads their own (`purchasedBy`), a member theirs.
  const buyer = row.purchasedBy ?? row.userId;
  const language = buyer
    ? await recipientLanguage(app.db, { userId: buyer })
    : await recipientLanguage(app.db, { email: row.billingEmail });
  const pdf = await receiptPdf(app.config.brand, language, row);
  await app.mailer.send(receiptEmail(app.config.brand, language, row, pdf));
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
