import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CALL_LIMITS,
  CallResponseSchema,
  CallSignalBodySchema,
  EndCallBodySchema,
  IceServersResponseSchema,
  StartCallBodySchema,
} from '@app/shared/chat';
import { SuccessBaseSchema } from '@app/shared/api';
import type { ErrorCode } from '@app/shared/errors';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { iceServersFor } from './ice-servers';
import {
  acceptCall,
  declineCall,
  endCall,
  registerCallJobs,
  relaySignal,
  requireCalls,
  startCall,
} from './calls.service';

const tags = ['calls'];
const security = [{ bearer: [] }];

/** Per member: consumed in each handler, after authentication, with the member's id (keyedLimits). */
export const CALL_RATE_LIMITS = {
  iceServers: { max: 30, timeWindow: '1 minute' },
  start: { max: 10, timeWindow: '1 minute' },
  answer: { max: 60, timeWindow: '1 minute' },
  /** ICE candidates trickle: a few dozen per call set-up, more on networks with many interfaces. */
  signal: { max: 600, timeWindow: '1 minute' },
} as const;

const CallParamsSchema = z.object({ callId: z.uuid('That call was not found.') });

/**
 * Calls (issue 13 point 5, ADR 012): every action is a request here, validated by the shared schemas, rate-limited
 * per member and checked against connection, block and plan in calls.service.ts; the other member hears of it over
 * the socket (`call_*`). The ring timeout and the plan limit are jobs (registered here).
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCallJobs(app);
  const signedIn = { onRequest: [app.authenticate] };
  const limit = keyedLimits(app, 'calls', CALL_RATE_LIMITS);
  /** The signed-in member, once this request is within their limit of `name`. */
  const member = async (request: FastifyRequest, name: keyof typeof CALL_RATE_LIMITS) => {
    const me = requireUser(request);
    await limit[name].consume(request, me.id);
    return me;
  };

  app.get(
    '/call/ice-servers',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The STUN and TURN servers for my calls (TURN credentials of my own, time-limited)',
        response: { 200: IceServersResponseSchema, ...errorResponses(...SIGNED_IN, 'RATE_LIMITED', 'PLAN_REQUIRED') },
      },
    },
    async (request, reply) => {
      const me = await member(request, 'iceServers');
      requireCalls(me.usertype);
      void reply.header('cache-control', 'no-store');
      return { success: true as const, ...iceServersFor(app.config, me.id, app.clock.now()) };
    },
  );

  app.post(
    '/call/start',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Call a connection (voice or video); it rings for 60 seconds',
        body: StartCallBodySchema,
        response: {
          201: CallResponseSchema,
          ...errorResponses(
            ...SIGNED_IN,
            ...BODY,
            'RATE_LIMITED',
            'PLAN_REQUIRED',
            'NOT_FOUND',
            'FORBIDDEN',
            'PROFILE_INCOMPLETE',
            'ALREADY_IN_CALL',
            'BUSY',
          ),
        },
      },
    },
    async (request, reply) => {
      const { calleeId, kind } = request.body;
      const call = await startCall(app, await member(request, 'start'), calleeId, kind);
      return reply.status(201).send({ success: true as const, message: 'Calling…', ...call });
    },
  );

  const actions: Array<{
    path: string;
    summary: string;
    message: string;
    run: typeof acceptCall | typeof declineCall;
    /** Not a member of the call (404), the wrong member or state (409); answering checks plan and connection. */
    codes: ErrorCode[];
  }> = [
    {
      path: '/call/:callId/accept',
      summary: 'Answer a call',
      message: 'Connected.',
      run: acceptCall,
      codes: ['NOT_FOUND', 'CONFLICT', 'PLAN_REQUIRED', 'FORBIDDEN'],
    },
    {
      path: '/call/:callId/decline',
      summary: 'Decline a call',
      message: 'Call declined.',
      run: declineCall,
      codes: ['NOT_FOUND', 'CONFLICT'],
    },
  ];
  for (const action of actions) {
    app.post(
      action.path,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: action.summary,
          params: CallParamsSchema,
          response: {
            200: CallResponseSchema,
            ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'RATE_LIMITED', ...action.codes),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: action.message,
        ...(await action.run(app, await member(request, 'answer'), request.params.callId)),
      }),
    );
  }

  app.post(
    '/call/:callId/end',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Hang up (or cancel while it rings); ending an ended call changes nothing',
        params: CallParamsSchema,
        // A POST without a body hangs up with the reason `ended` (the body arrives as null then, not undefined).
        body: EndCallBodySchema.nullish(),
        response: { 200: CallResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Call ended.',
      ...(await endCall(app, await member(request, 'answer'), request.params.callId, request.body?.reason)),
    }),
  );

  app.post(
    '/call/:callId/signal',
    {
      ...signedIn,
      // An SDP at most, in JSON, with room for escaping.
      bodyLimit: CALL_LIMITS.signalMaxBytes * 2,
      schema: {
        tags,
        security,
        summary: 'Send an SDP offer or answer, or an ICE candidate, to the other member of the call',
        params: CallParamsSchema,
        body: CallSignalBodySchema,
        response: {
          200: SuccessBaseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      await relaySignal(app, await member(request, 'signal'), request.params.callId, request.body.signal);
      return { success: true as const };
    },
  );
};
