import type { CallKind, CallSignal, EndCallBody, IceServersResponse } from '@app/shared/chat';
import { apiSlice } from '../../../lib/api/api-slice';

/** The server's answer to start, accept, decline and end: the call and its limit in seconds. */
export type CallAnswer = { callId: string; maxSeconds: number };

const path = (callId: string) => `call/${encodeURIComponent(callId)}`;

/**
 * The calls' requests (issue 13 point 5, ADR 012): every action is an HTTP request; the other member hears of it
 * through the socket (`call_*`). Called by the call controller (lib/call-controller.ts), never cached: the ICE
 * servers carry time-limited TURN credentials, fetched afresh for each call.
 */
export const callsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getIceServers: build.query<IceServersResponse, void>({
      query: () => 'call/ice-servers',
      keepUnusedDataFor: 0,
    }),
    startCall: build.mutation<CallAnswer, { calleeId: string; kind: CallKind }>({
      query: (body) => ({ url: 'call/start', method: 'POST', body }),
    }),
    acceptCall: build.mutation<CallAnswer, string>({
      query: (callId) => ({ url: `${path(callId)}/accept`, method: 'POST' }),
    }),
    declineCall: build.mutation<CallAnswer, string>({
      query: (callId) => ({ url: `${path(callId)}/decline`, method: 'POST' }),
    }),
    endCall: build.mutation<CallAnswer, { callId: string } & EndCallBody>({
      query: ({ callId, ...body }) => ({ url: `${path(callId)}/end`, method: 'POST', body }),
    }),
    sendCallSignal: build.mutation<unknown, { callId: string; signal: CallSignal }>({
      query: ({ callId, signal }) => ({ url: `${path(callId)}/signal`, method: 'POST', body: { signal } }),
    }),
  }),
});
