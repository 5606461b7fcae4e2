import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactAccessLogResponseSchema,
  ContactAccessStateResponseSchema,
  ContactDetailsResponseSchema,
  ContactRespondInputSchema,
  UserIdInputSchema,
} from '@app/shared/connections';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import {
  getContactAccessLog,
  getContactAccessState,
  getContactDetails,
  requestContactAccess,
  respondToContactRequest,
  revokeContactAccess,
} from './contact-details.service';

const tags = ['contact details'];
const security = [{ bearer: [] }];

/** Contact details by consent between connected members (issue 11 point 2): ask, answer, revoke, read, log. */
export const contactDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  const byUser = [
    {
      path: '/contact-details/requestAccess',
      summary: 'Ask a connection to share their phone number and e-mail',
      message: 'Your request is sent.',
      run: requestContactAccess,
      codes: ['PLAN_REQUIRED', 'CONFLICT'],
    },
    {
      path: '/contact-details/revokeAccess',
      summary: 'Stop sharing my contact details with a member',
      message: 'You no longer share your contact details with this member.',
      run: revokeContactAccess,
      codes: [],
    },
    {
      path: '/contact-details/getAccessState',
      summary: 'Whether I and a member share contact details, both ways',
      message: undefined,
      run: getContactAccessState,
      codes: [],
    },
  ] as const;
  for (const route of byUser) {
    app.post(
      route.path,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: route.summary,
          body: UserIdInputSchema,
          response: { 200: ContactAccessStateResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, ...route.codes) },
        },
      },
      async (request) => ({
        success: true as const,
        ...(route.message ? { message: route.message } : {}),
        data: await route.run(app, requireUser(request), request.body.userId),
      }),
    );
  }

  app.post(
    '/contact-details/respondToRequest',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Share my contact details with a member who asked, or decline',
        body: ContactRespondInputSchema,
        response: { 200: ContactAccessStateResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'CONFLICT') },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.grant ? 'Your contact details are shared.' : 'The request is declined.',
      data: await respondToContactRequest(app, requireUser(request), request.body),
    }),
  );

  app.post(
    '/contact-details/getContactDetails',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A connection's phone number and e-mail, when they shared them with me (each read is logged)",
        body: UserIdInputSchema,
        response: { 200: ContactDetailsResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'FORBIDDEN') },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getContactDetails(app, requireUser(request), request.body.userId),
    }),
  );

  app.get(
    '/contact-details/getAccessLog',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Who asked for and who saw my contact details, and when',
        response: { 200: ContactAccessLogResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await getContactAccessLog(app, requireUser(request)) }),
  );
};
