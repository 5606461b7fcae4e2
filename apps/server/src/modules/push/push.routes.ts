import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema, UpdateFcmTokenInputSchema } from '@app/shared/auth';
import { VapidPublicKeyResponseSchema } from '@app/shared/push';
import { requireUser } from '../../lib/auth/authenticate';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { KEYED_LIMITS, keyedLimit } from '../../lib/security/rate-limits';
import { updateFcmToken } from './devices.service';
import { pushOnNotifications } from './push.service';
import { vapidDetails } from './vapid-keys';

/**
 * Web Push (docs/notifications.md): the site's VAPID key is loaded, or generated and stored, when the
 * server is ready; GET push/vapidPublicKey gives browsers the key to subscribe with; requests and acceptances are
 * pushed to members who are not on the site. POST user/updateFcmToken registers a browser's subscription (a device)
 * for the signed-in member and the session it was sent in.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generated (or read) as the server starts, not at the first push. A database that does not answer yet must not
  // stop the server from starting (it reports itself not ready instead): the keys are then loaded on first use.
  app.addHook('onReady', async () => {
    try {
      await vapidDetails(app);
    } catch (error) {
      app.log.warn({ err: error }, 'web push: the VAPID keys could not be loaded yet; trying again on first use');
    }
  });

  app.get(
    '/push/vapidPublicKey',
    {
      schema: {
        tags: ['push'],
        summary: 'The key browsers subscribe to Web Push with (applicationServerKey)',
        response: { 200: VapidPublicKeyResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ success: true as const, data: { publicKey: (await vapidDetails(app)).publicKey } }),
  );

  const updateFcmTokenLimit = keyedLimit(app, 'fcm-token', KEYED_LIMITS.updateFcmToken);
  app.post(
    '/user/updateFcmToken',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "Register this device's push token",
        body: UpdateFcmTokenInputSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateFcmTokenLimit.consume(request, user.id);
      await updateFcmToken(app, user, request.body);
      return { success: true as const, message: 'Device registered.' };
    },
  );

  pushOnNotifications(app);
};
