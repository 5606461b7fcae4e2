import fp from 'fastify-plugin';
import { settleMail } from '../../lib/mail/dispatch';
import { authRoutes } from './auth.routes';
import { settingsRoutes } from './settings.routes';
import { createAuthenticate } from '../../lib/auth/authenticate';
import { devOutboxApiRoutes } from './dev-outbox.routes';
import { getDummyHash } from './passwords';
import { getAuthKeys } from '../../lib/security/secrets';
import { registerSecurityLogJobs } from './security-log';

export { devOutboxPage } from './dev-outbox.routes';

/**
 * The accounts module. Not encapsulated (fastify-plugin) so that `app.authenticate` and `request.user` are
 * available to every API module registered after it; its routes live in an encapsulated child.
 */
export const authModule = fp(
  async (app) => {
    getAuthKeys(app.config); // fail at start-up, not on the first request, if the secret is unusable
    void getDummyHash(); // computed in the background so the first unknown-e-mail login is not slower
    app.decorate('authenticate', createAuthenticate(app));
    app.decorateRequest('user', null);
    app.addHook('onClose', async () => settleMail(app));
    await app.register(authRoutes);
    await app.register(settingsRoutes);
    await app.register(devOutboxApiRoutes);
    registerSecurityLogJobs(app);
  },
  { name: 'auth', fastify: '5.x' },
);
