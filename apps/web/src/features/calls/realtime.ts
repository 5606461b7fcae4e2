import type { RealtimeListener } from '../../lib/realtime/socket';
import { callControllerFor } from './lib/call-controller';

/**
 * The calls' share of the socket (ADR 012): `call_invite` rings (the incoming-call dialog), `call_accept` starts the
 * connection (or stops the ringing on my other tabs), `call_decline` and `call_end` close the call with why, and
 * `call_signal` carries the other browser's SDP and ICE candidates. The call controller decides what each means
 * for this tab's call.
 */
export const callsRealtime: RealtimeListener = (hub, store) => {
  const calls = callControllerFor(store);
  hub.on('call_invite', (event) => calls.onInvite(event));
  hub.on('call_accept', (event) => calls.onAccept(event));
  hub.on('call_decline', (event) => calls.onDecline(event));
  hub.on('call_end', (event) => calls.onEnd(event));
  hub.on('call_signal', (event) => calls.onSignal(event));
};
