import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConnectionListResponseSchema,
  ConnectionStatusResponseSchema,
  ReceiverInputSchema,
  SenderInputSchema,
  UserIdInputSchema,
} from '@app/shared/connections';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import {
  acceptConnection,
  addConnection,
  cancelConnection,
  getConnectionStatus,
  listConnections,
  rejectConnection,
  removeConnection,
  type ConnectionList,
} from './connections.service';
import { contactDetailsRoutes } from './contact-details.routes';

const tags = ['connections'];
const security = [{ bearer: [] }];

/**
 * Connection requests on the reference paths, driven by the shared state machine, and the contact
 * details they allow sharing (contact-details.routes.ts).
 */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  const byReceiver = [
    {
      path: '/connection/addConnection',
      summary: 'Ask a member to connect (a request they already sent me is accepted)',
      message: 'Your request is on its way.',
      run: addConnection,
      codes: ['NOT_FOUND', 'PROFILE_INCOMPLETE', 'PLAN_REQUIRED'],
      family: 'request',
    },
    {
      path: '/connection/cancelConnection',
      summary: 'Withdraw my request (or decline one I received)',
      message: 'The request is withdrawn.',
      run: cancelConnection,
      codes: ['CONFLICT'],
      family: 'request',
    },
    {
      path: '/connection/removeConnection',
      summary: 'End the connection, or the request, between me and a member',
      message: 'The connection is removed.',
      run: removeConnection,
      codes: ['CONFLICT'],
      // Ending a connection is the candidate's alone (ADR 017).
      family: undefined,
    },
  ] as const;
  for (const route of byReceiver) {
    app.post(
      route.path,
      {
        ...signedIn,
        config: { family: route.family },
        schema: {
          tags,
          security,
          summary: route.summary,
          body: ReceiverInputSchema,
          response: {
            200: ConnectionStatusResponseSchema,
            201: ConnectionStatusResponseSchema,
            ...errorResponses(...SIGNED_IN, ...BODY, ...route.codes),
          },
        },
      },
      async (request, reply) => {
        const data = await route.run(app, requireUser(request), request.body.receiverId);
        const created = route.path === '/connection/addConnection' && data.connection_status !== 'no connection';
        return reply.status(created ? 201 : 200).send({ success: true as const, message: route.message, data });
      },
    );
  }

  const bySender = [
    {
      path: '/connection/acceptConnection',
      summary: 'Accept a request I received',
      message: 'You are now connected.',
      run: acceptConnection,
      codes: ['NOT_FOUND', 'CONFLICT'],
      family: 'respond',
    },
    {
      path: '/connection/rejectConnection',
      summary: 'Decline a request I received',
      message: 'The request is declined.',
      run: rejectConnection,
      codes: ['CONFLICT'],
      family: 'respond',
    },
  ] as const;
  for (const route of bySender) {
    app.post(
      route.path,
      {
        ...signedIn,
        config: { family: route.family },
        schema: {
          tags,
          security,
          summary: route.summary,
          body: SenderInputSchema,
          response: { 200: ConnectionStatusResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, ...route.codes) },
        },
      },
      async (request) => ({
        success: true as const,
        message: route.message,
        data: await route.run(app, requireUser(request), request.body.senderId),
      }),
    );
  }

  app.post(
    '/connection/getConnectionStatus',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'How I stand with a member',
        body: UserIdInputSchema,
        response: { 200: ConnectionStatusResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getConnectionStatus(app, requireUser(request), request.body.userId),
    }),
  );

  const lists: Array<{ path: string; list: ConnectionList; summary: string }> = [
    { path: '/connection/getMyConnections', list: 'connections', summary: 'My connections, newest first' },
    { path: '/connection/getSentConnectionRequests', list: 'sent', summary: 'Requests I sent that wait for an answer' },
    {
      path: '/connection/getReceivedConnectionRequests',
      list: 'received',
      summary: 'Requests I received that wait for my answer',
    },
  ];
  for (const { path, list, summary } of lists) {
    app.get(
      path,
      {
        ...signedIn,
        config: { family: 'browse' },
        schema: {
          tags,
          security,
          summary,
          response: { 200: ConnectionListResponseSchema, ...errorResponses(...SIGNED_IN) },
        },
      },
      async (request) => ({ success: true as const, ...(await listConnections(app, requireUser(request), list)) }),
    );
  }

  await app.register(contactDetailsRoutes);
};
