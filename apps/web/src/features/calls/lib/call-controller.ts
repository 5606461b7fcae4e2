import type {
  CallAcceptEvent,
  CallDeclineEvent,
  CallEndEvent,
  CallEndReason,
  CallInviteEvent,
  CallKind,
  CallSignal,
  CallSignalEvent,
  EndCallBody,
} from '@app/shared/chat';
import { CALL_LIMITS } from '@app/shared/chat/constants';
import { USER_TYPES, type UserType } from '@app/shared/constants';
import { TIER_RANK } from '@app/shared/plans/entitlements';
import { readApiFailure } from '../../../lib/api/api-failure';
import { API_ROOT } from '../../../lib/api/base-query';
import { externalValue } from '../../../lib/external-value';
import { offerUpgrade, planRequiredOf } from '../../../lib/plan-required';
import type { RealtimeStore } from '../../../lib/realtime/socket';
import { callsApi } from '../api/calls-api';
import { callsActions, selectCalls, type CallPeer, type CallsState, type NoticeKey } from '../state/calls-slice';
import * as webrtc from './webrtc';

/** The store as the controller uses it (the app's store, or the one the socket listener gets). */
export type CallStore = Pick<RealtimeStore, 'dispatch' | 'getState' | 'subscribe'>;

/** The streams on screen: mine (the preview) and the other member's. */
export type CallMedia = { local: MediaStream | null; remote: MediaStream | null };

/** How long past its end the client waits for the server's word before ending a call itself. */
const SERVER_GRACE_MS = 5_000;
const STATS_EVERY_MS = 1_000;

/** How a `call_end` reads to this side of the call. */
const END_NOTICES: Record<CallEndReason, { key: NoticeKey; tone: 'success' | 'error' }> = {
  ended: { key: 'ended', tone: 'success' },
  declined: { key: 'declined', tone: 'error' },
  no_answer: { key: 'noAnswer', tone: 'error' },
  busy: { key: 'busy', tone: 'error' },
  limit_reached: { key: 'limitReached', tone: 'success' },
  left: { key: 'left', tone: 'success' },
  closed: { key: 'closed', tone: 'error' },
  failed: { key: 'failed', tone: 'error' },
};

const log = (message: string, detail?: unknown) => console.info(`[calls] ${message}`, detail ?? '');

type Unwrappable<T> = { unwrap: () => Promise<T>; reset?: () => void };

/** The candidate as the shared schema relays it (RTCIceCandidate's JSON form). */
function candidateSignal(candidate: RTCIceCandidate): CallSignal {
  return {
    type: 'candidate',
    candidate: {
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid ?? null,
      sdpMLineIndex: candidate.sdpMLineIndex ?? null,
      usernameFragment: candidate.usernameFragment ?? null,
    },
  };
}

/**
 * One tab's calls (issue 13 point 5, ADR 012), for one store: places and answers calls over HTTP, hears the other
 * member through the socket events the realtime listener hands it, and runs the WebRTC side — the camera and
 * microphone, the peer connection, the SDP offer and answer, the ICE candidates both ways (buffered until the
 * remote description is set). What the screens show is in the store (`calls`); the streams are in `media`.
 *
 * Each call has a generation number: a step that finishes after the call was cancelled or ended (a camera that
 * took its time, an answer from the server) sees it changed and lets go of what it got.
 */
export class CallController {
  readonly media = externalValue<CallMedia>({ local: null, remote: null });

  private generation = 0;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  private pc: RTCPeerConnection | null = null;
  private iceServers: RTCIceServer[] = [];
  private remoteDescriptionSet = false;
  /** Candidates that arrived before the remote description. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** Signals that arrived before the peer connection existed (the callee's accept still on its way). */
  private pendingSignals: CallSignal[] = [];
  /** Events about the call being placed, heard before POST call/start answered with its id. */
  private early: Array<{ callId: string; replay: () => void }> = [];
  private inbound: Promise<void> = Promise.resolve();
  private outbound: Promise<void> = Promise.resolve();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private incomingTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly store: CallStore) {
    let token = this.token();
    store.subscribe(() => {
      const next = this.token();
      if (next === token) return;
      token = next;
      // Signed out (the slice empties itself): let go of the camera and the connection.
      if (!next) this.release();
    });
  }

  // ---- what the screens call ---------------------------------------------------------------------------------

  /** Voice or Video call: camera and microphone, then POST call/start, then "Calling…" until the answer. */
  async start(peer: CallPeer, kind: CallKind): Promise<void> {
    const { active } = this.state();
    if (active) {
      this.notice('error', 'alreadyInCall');
      return;
    }
    const run = this.begin();
    this.store.dispatch(callsActions.started({ role: 'caller', kind, peer }));
    // The ICE servers first: a plan without calls hears so (the upgrade prompt) before being asked for its camera.
    try {
      this.iceServers = await this.fetchIceServers();
    } catch (error) {
      if (!this.current(run)) return;
      this.finish();
      this.refuse(error, 'startFailed');
      return;
    }
    if (!this.current(run)) return;
    const stream = await this.openMedia(kind, run);
    if (!stream) return;

    let placed: { callId: string; maxSeconds: number };
    try {
      placed = await this.send(
        this.store.dispatch(callsApi.endpoints.startCall.initiate({ calleeId: peer.userId, kind })),
      );
    } catch (error) {
      if (!this.current(run)) return;
      this.finish();
      this.refuse(error, 'startFailed');
      return;
    }
    if (!this.current(run)) {
      // Cancelled while the call was being placed: end it at once.
      this.endOnServer(placed.callId, 'ended');
      return;
    }
    this.store.dispatch(callsActions.placed({ ...placed, ringUntil: Date.now() + CALL_LIMITS.ringTimeoutMs }));
    // The server ends an unanswered call ("No answer"); if its word never comes, stop ringing anyway.
    this.later(CALL_LIMITS.ringTimeoutMs + SERVER_GRACE_MS, () => {
      if (this.state().active?.phase !== 'ringing') return;
      this.endOnServer(placed.callId, 'ended');
      this.finish({ key: 'noAnswer', tone: 'error' });
    });
    const early = this.early.filter((event) => event.callId === placed.callId);
    this.early = [];
    for (const event of early) event.replay();
  }

  /** Accept: camera and microphone, the peer connection, then POST accept; the caller's offer follows. */
  async accept(): Promise<void> {
    const { incoming, active } = this.state();
    if (!incoming || active) return;
    this.clearIncomingTimer();
    const { callId, kind, caller, maxSeconds } = incoming;
    const run = this.begin();
    this.store.dispatch(
      callsActions.started({
        role: 'callee',
        kind,
        callId,
        maxSeconds,
        peer: { userId: caller.userId, name: caller.name, photo: caller.photo },
      }),
    );
    const [servers, stream] = await Promise.all([
      this.fetchIceServers().catch((error: unknown) => ({ error })),
      this.openMedia(kind, run, callId),
    ]);
    if (!stream || !this.current(run)) return;
    if ('error' in servers) {
      if (this.upgradeOrSay(servers.error)) {
        this.endOnServer(callId, 'failed');
        this.finish();
        return;
      }
      // Without STUN or TURN the browsers can still meet on the same network; a failed request is not the end.
      log('could not fetch the ICE servers; trying without', servers.error);
      this.iceServers = [];
    } else {
      this.iceServers = servers;
    }
    this.createPeer();
    try {
      const answer = await this.send(this.store.dispatch(callsApi.endpoints.acceptCall.initiate(callId)));
      if (!this.current(run)) return;
      this.store.dispatch(callsActions.answered({ acceptedAt: Date.now(), maxSeconds: answer.maxSeconds }));
      this.watchLimit(answer.maxSeconds);
    } catch (error) {
      if (!this.current(run)) return;
      this.finish();
      this.refuse(error, 'acceptFailed');
      return;
    }
    this.applyPendingSignals();
  }

  /** Decline: the dialog closes at once; the caller hears "Call declined". */
  decline(): void {
    const { incoming } = this.state();
    if (!incoming) return;
    this.clearIncomingTimer();
    this.store.dispatch(callsActions.incomingCleared());
    this.send(this.store.dispatch(callsApi.endpoints.declineCall.initiate(incoming.callId))).catch((error: unknown) =>
      log('could not decline', error),
    );
  }

  /** End call (or Cancel while it rings, or while it is being placed). */
  hangUp(): void {
    const active = this.state().active;
    if (!active) return;
    if (active.callId) this.endOnServer(active.callId, 'ended');
    const answered = active.acceptedAt !== null;
    this.finish({ key: active.role === 'caller' && !answered ? 'cancelled' : 'ended', tone: 'success' });
  }

  toggleMute(): void {
    const active = this.state().active;
    if (!active || !this.local) return;
    const muted = !active.muted;
    for (const track of this.local.getAudioTracks()) track.enabled = !muted;
    this.store.dispatch(callsActions.mutedChanged(muted));
  }

  toggleCamera(): void {
    const active = this.state().active;
    if (!active || !this.local) return;
    const off = !active.cameraOff;
    for (const track of this.local.getVideoTracks()) track.enabled = !off;
    this.store.dispatch(callsActions.cameraOffChanged(off));
  }

  // ---- what the socket says ----------------------------------------------------------------------------------

  onInvite(event: CallInviteEvent): void {
    const { incoming, active } = this.state();
    // The server answers BUSY to a second caller; should one slip through, this tab's call comes first.
    if (active || (incoming && incoming.callId !== event.callId)) return;
    const left = Date.parse(event.expiresAt) - Date.now();
    // A clock far off this device's (or an unreadable time) rings for the full minute; the server ends it anyway.
    const ringMs =
      Number.isFinite(left) && left > 0 ? Math.min(left, CALL_LIMITS.ringTimeoutMs) : CALL_LIMITS.ringTimeoutMs;
    this.store.dispatch(callsActions.invited({ ...event, ringUntil: Date.now() + ringMs }));
    this.clearIncomingTimer();
    this.incomingTimer = setTimeout(() => {
      this.incomingTimer = null;
      if (this.state().incoming?.callId !== event.callId) return;
      this.store.dispatch(callsActions.incomingCleared());
      this.notice('error', 'missed', { name: event.caller.name });
    }, ringMs);
  }

  onAccept(event: CallAcceptEvent): void {
    if (this.deferred(event.callId, () => this.onAccept(event))) return;
    const { incoming, active } = this.state();
    if (incoming?.callId === event.callId) {
      // Answered on another tab or device of mine: stop ringing here.
      this.clearIncomingTimer();
      this.store.dispatch(callsActions.incomingCleared());
      return;
    }
    if (active?.callId !== event.callId || active.role !== 'caller' || active.phase !== 'ringing') return;
    this.store.dispatch(callsActions.answered({ acceptedAt: Date.now() }));
    if (active.maxSeconds) this.watchLimit(active.maxSeconds);
    const run = this.generation;
    this.createPeer();
    void this.offer(run);
  }

  onDecline(event: CallDeclineEvent): void {
    if (this.deferred(event.callId, () => this.onDecline(event))) return;
    const { incoming, active } = this.state();
    if (incoming?.callId === event.callId) {
      // Declined on another tab or device of mine.
      this.clearIncomingTimer();
      this.store.dispatch(callsActions.incomingCleared());
      return;
    }
    if (active?.callId === event.callId) this.finish(END_NOTICES.declined);
  }

  onEnd(event: CallEndEvent): void {
    if (this.deferred(event.callId, () => this.onEnd(event))) return;
    const { incoming, active } = this.state();
    if (incoming?.callId === event.callId) {
      this.clearIncomingTimer();
      this.store.dispatch(callsActions.incomingCleared());
      if (event.reason === 'no_answer' || event.reason === 'ended') {
        this.notice('error', 'missed', { name: incoming.caller.name });
      }
      return;
    }
    if (active?.callId === event.callId) this.finish(END_NOTICES[event.reason]);
  }

  onSignal(event: CallSignalEvent): void {
    if (this.deferred(event.callId, () => this.onSignal(event))) return;
    const active = this.state().active;
    if (!active || active.callId !== event.callId || active.peer.userId !== event.fromUserId) return;
    if (!this.pc) {
      this.pendingSignals.push(event.signal);
      return;
    }
    this.receive(event.signal);
  }

  // ---- WebRTC ------------------------------------------------------------------------------------------------

  private createPeer(): void {
    const local = this.local;
    if (!local || this.pc) return;
    const pc = webrtc.createPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    this.remoteDescriptionSet = false;
    for (const track of local.getTracks()) pc.addTrack(track, local);
    pc.addEventListener('track', (event) => {
      if (this.pc !== pc) return;
      const [stream] = event.streams;
      if (stream) this.remote = stream;
      else {
        this.remote ??= webrtc.createMediaStream();
        this.remote.addTrack(event.track);
      }
      this.media.set({ local: this.local, remote: this.remote });
      if (event.track.kind === 'video') this.store.dispatch(callsActions.remoteVideoChanged(true));
    });
    pc.addEventListener('icecandidate', (event) => {
      if (this.pc !== pc || !event.candidate || !event.candidate.candidate) return;
      this.signal(candidateSignal(event.candidate), false);
    });
    pc.addEventListener('connectionstatechange', () => {
      if (this.pc !== pc) return;
      const state = pc.connectionState;
      this.store.dispatch(callsActions.connectionChanged(state));
      if (state === 'failed') this.fail();
    });
    this.statsTimer = setInterval(() => void this.measure(pc), STATS_EVERY_MS);
  }

  /** The caller, once answered: the offer, sent to the callee. */
  private async offer(run: number): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    try {
      const offer = await pc.createOffer();
      if (!this.current(run)) return;
      await pc.setLocalDescription(offer);
      if (!this.current(run)) return;
      this.signal({ type: 'offer', sdp: pc.localDescription?.sdp ?? offer.sdp ?? '' }, true);
    } catch (error) {
      if (!this.current(run)) return;
      log('could not make the offer', error);
      this.fail();
    }
  }

  private applyPendingSignals(): void {
    const signals = this.pendingSignals;
    this.pendingSignals = [];
    for (const signal of signals) this.receive(signal);
  }

  /** One signal from the other member, applied in the order they arrived. */
  private receive(signal: CallSignal): void {
    const run = this.generation;
    this.inbound = this.inbound
      .then(() => (this.current(run) ? this.apply(signal, run) : undefined))
      .catch((error: unknown) => {
        if (!this.current(run)) return;
        log(`could not apply the ${signal.type}`, error);
        if (signal.type !== 'candidate') this.fail();
      });
  }

  private async apply(signal: CallSignal, run: number): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    if (signal.type === 'candidate') {
      if (this.remoteDescriptionSet) await pc.addIceCandidate(signal.candidate);
      else this.pendingCandidates.push(signal.candidate);
      return;
    }
    const role = this.state().active?.role;
    // Only the callee takes an offer and only the caller an answer (a stray one from another tab is ignored).
    if ((signal.type === 'offer') !== (role === 'callee')) return;
    await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    if (!this.current(run)) return;
    this.remoteDescriptionSet = true;
    const candidates = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of candidates) {
      await pc.addIceCandidate(candidate).catch((error: unknown) => log('could not add a candidate', error));
    }
    if (signal.type === 'offer') {
      const answer = await pc.createAnswer();
      if (!this.current(run)) return;
      await pc.setLocalDescription(answer);
      if (!this.current(run)) return;
      this.signal({ type: 'answer', sdp: pc.localDescription?.sdp ?? answer.sdp ?? '' }, true);
    }
  }

  /**
   * Sends a signal to the other member. The offer and the answer go one after the other; each candidate goes as soon
   * as the description before it has gone (candidates need not wait for one another). A lost SDP fails the call.
   */
  private signal(signal: CallSignal, essential: boolean): void {
    const callId = this.state().active?.callId;
    if (!callId) return;
    const run = this.generation;
    const send = async () => {
      if (!this.current(run)) return;
      try {
        await this.send(this.store.dispatch(callsApi.endpoints.sendCallSignal.initiate({ callId, signal })));
      } catch (error) {
        if (!this.current(run)) return;
        log(`could not send the ${signal.type}`, error);
        if (essential) this.fail();
      }
    };
    if (essential) this.outbound = this.outbound.then(send);
    else void this.outbound.then(send);
  }

  /** Bytes received so far (inbound-rtp, every stream), for the screen's `data-inbound-bytes`. */
  private async measure(pc: RTCPeerConnection): Promise<void> {
    try {
      const report = await pc.getStats();
      if (this.pc !== pc) return;
      let bytes = 0;
      report.forEach((stat: { type?: string; bytesReceived?: number }) => {
        if (stat.type === 'inbound-rtp' && typeof stat.bytesReceived === 'number') bytes += stat.bytesReceived;
      });
      if (this.state().active?.inboundBytes !== bytes) this.store.dispatch(callsActions.statsMeasured(bytes));
    } catch (error) {
      log('could not read the call statistics', error);
    }
  }

  // ---- the call's life ---------------------------------------------------------------------------------------

  /** A new call: anything left of an earlier one is let go, and late steps of it find the generation changed. */
  private begin(): number {
    this.release();
    window.addEventListener('pagehide', this.onPageHide);
    return this.generation;
  }

  private current(run: number): boolean {
    return this.generation === run;
  }

  /** Opens the camera and microphone; on refusal the help dialog explains, and an answered call ends as failed. */
  private async openMedia(kind: CallKind, run: number, callId?: string): Promise<MediaStream | null> {
    let stream: MediaStream;
    try {
      stream = await webrtc.getUserMedia(kind);
    } catch (error) {
      if (!this.current(run)) return null;
      log('the camera or microphone did not start', error);
      if (callId) this.endOnServer(callId, 'failed');
      this.finish();
      this.store.dispatch(callsActions.mediaFailed({ kind, problem: webrtc.mediaProblemOf(error) }));
      return null;
    }
    if (!this.current(run)) {
      for (const track of stream.getTracks()) track.stop();
      return null;
    }
    this.local = stream;
    this.media.set({ local: stream, remote: this.remote });
    return stream;
  }

  private async fetchIceServers(): Promise<RTCIceServer[]> {
    const answer = await this.store
      .dispatch(callsApi.endpoints.getIceServers.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap();
    return answer.iceServers;
  }

  /** The server ends the call at its limit; if its word never comes, the call ends here a little later. */
  private watchLimit(maxSeconds: number): void {
    const run = this.generation;
    this.later(maxSeconds * 1000 + SERVER_GRACE_MS, () => {
      const active = this.state().active;
      if (!this.current(run) || !active?.callId) return;
      this.endOnServer(active.callId, 'ended');
      this.finish(END_NOTICES.limit_reached);
    });
  }

  /** The connection failed (or could not be made): the server hears it, both sides read "could not be connected". */
  private fail(): void {
    const active = this.state().active;
    if (!active) return;
    if (active.callId) this.endOnServer(active.callId, 'failed');
    this.finish(END_NOTICES.failed);
  }

  /** The page is going away mid-call: the other side reads "They left the call" (a request that outlives the page). */
  private readonly onPageHide = () => {
    const active = this.state().active;
    if (active?.callId) {
      const token = this.token();
      void fetch(`${API_ROOT}/call/${encodeURIComponent(active.callId)}/end`, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ reason: 'left' } satisfies EndCallBody),
      }).catch(() => undefined);
    }
    this.finish();
  };

  private endOnServer(callId: string, reason: NonNullable<EndCallBody['reason']>): void {
    this.send(this.store.dispatch(callsApi.endpoints.endCall.initiate({ callId, reason }))).catch((error: unknown) =>
      log('could not end the call on the server', error),
    );
  }

  /** The call is over here: everything let go, the screen closed, and why, if there is something to say. */
  private finish(notice?: { key: NoticeKey; tone: 'success' | 'error' }): void {
    const active = this.state().active;
    this.release();
    if (active) this.store.dispatch(callsActions.cleared());
    if (notice) this.notice(notice.tone, notice.key);
  }

  /** Stops the camera and microphone, closes the connection, forgets the call's timers and buffers. */
  private release(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    const pc = this.pc;
    this.pc = null;
    pc?.close();
    for (const stream of [this.local, this.remote]) for (const track of stream?.getTracks() ?? []) track.stop();
    this.local = null;
    this.remote = null;
    this.remoteDescriptionSet = false;
    this.pendingCandidates = [];
    this.pendingSignals = [];
    this.early = [];
    this.inbound = Promise.resolve();
    this.outbound = Promise.resolve();
    this.media.set({ local: null, remote: null });
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.onPageHide);
  }

  /** An event about the call being placed, before its id is known: kept until POST call/start answers. */
  private deferred(callId: string, replay: () => void): boolean {
    const active = this.state().active;
    if (!active || active.role !== 'caller' || active.callId !== null) return false;
    this.early.push({ callId, replay });
    return true;
  }

  private refuse(error: unknown, fallback: NoticeKey): void {
    if (this.upgradeOrSay(error)) return;
    const failure = readApiFailure(error);
    if (failure.kind !== 'rejected') this.notice('error', fallback);
    else if (failure.code === 'ALREADY_IN_CALL') this.notice('error', 'alreadyInCall');
    else this.store.dispatch(callsActions.noticed({ tone: 'error', key: null, text: failure.message }));
  }

  private notice(tone: 'success' | 'error', key: NoticeKey, values?: Record<string, string | number>): void {
    this.store.dispatch(callsActions.noticed({ tone, key, ...(values ? { values } : {}) }));
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private clearIncomingTimer(): void {
    if (this.incomingTimer) clearTimeout(this.incomingTimer);
    this.incomingTimer = null;
  }

  private async send<T>(pending: Unwrappable<T>): Promise<T> {
    try {
      return await pending.unwrap();
    } finally {
      pending.reset?.();
    }
  }

  private state(): CallsState {
    return selectCalls(this.store.getState() as Parameters<typeof selectCalls>[0]);
  }

  /**
   * A PLAN_REQUIRED refusal: the upgrade prompt when it is the member's own plan that falls short; when the member
   * already holds the tier named, it is the other member's plan (a Standard member cannot be called), so the
   * server's sentence is shown instead of an offer to buy what the member has. False for any other failure.
   */
  private upgradeOrSay(error: unknown): boolean {
    const required = planRequiredOf(error);
    if (!required) return false;
    const mine = this.tier();
    if (mine && TIER_RANK[mine] >= TIER_RANK[required.requiredTier]) {
      this.store.dispatch(callsActions.noticed({ tone: 'error', key: null, text: required.message }));
      return true;
    }
    return offerUpgrade(error);
  }

  private tier(): UserType | null {
    const usertype = (this.store.getState() as { user: { user: { usertype?: string } | null } }).user.user?.usertype;
    return USER_TYPES.find((tier) => tier === usertype) ?? null;
  }

  private token(): string | null {
    return (this.store.getState() as { user: { accessToken: string | null } }).user.accessToken;
  }
}

const controllers = new WeakMap<object, CallController>();

/** The store's call controller (one per store: the app has one; tests make several). */
export function callControllerFor(store: CallStore): CallController {
  let controller = controllers.get(store);
  if (!controller) {
    controller = new CallController(store);
    controllers.set(store, controller);
  }
  return controller;
}
