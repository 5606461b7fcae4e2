import { vi } from 'vitest';
import type { CallKind } from '@app/shared/chat';

/**
 * The browser's media APIs as the calls tests drive them (jsdom has no WebRTC and no camera): replaces
 * lib/webrtc.ts's `getUserMedia`, `createPeerConnection` and `createMediaStream` through `vi.mock`. Every stream
 * and peer connection made is kept, for the test to inspect and to drive as the other browser would.
 */

let nextId = 1;

export class FakeTrack {
  readonly id = `track-${nextId++}`;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  readonly stop = vi.fn(() => {
    this.readyState = 'ended';
  });
  constructor(readonly kind: 'audio' | 'video') {}
}

export class FakeStream {
  readonly id = `stream-${nextId++}`;
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
}

type Description = { type: RTCSdpType; sdp?: string };

export class FakePeerConnection extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly added: Array<{ track: FakeTrack; stream: FakeStream }> = [];
  /** Every candidate applied with addIceCandidate, in order. */
  readonly applied: RTCIceCandidateInit[] = [];
  closed = false;
  /** What getStats reports as received (inbound-rtp, one audio and one video stream). */
  bytesReceived = { audio: 0, video: 0 };

  constructor(readonly configuration: RTCConfiguration) {
    super();
  }

  addTrack(track: FakeTrack, stream: FakeStream) {
    this.added.push({ track, stream });
    return {};
  }
  async createOffer(): Promise<Description> {
    return { type: 'offer', sdp: 'v=0 the-offer' };
  }
  async createAnswer(): Promise<Description> {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote offer');
    return { type: 'answer', sdp: 'v=0 the-answer' };
  }
  async setLocalDescription(description: Description) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: Description) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    // As a browser: a candidate before the remote description is an error (the controller must buffer it).
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.applied.push(candidate);
  }
  async getStats() {
    return new Map<string, { type: string; bytesReceived?: number }>([
      ['in-audio', { type: 'inbound-rtp', bytesReceived: this.bytesReceived.audio }],
      ['in-video', { type: 'inbound-rtp', bytesReceived: this.bytesReceived.video }],
      ['out-audio', { type: 'outbound-rtp' }],
    ]);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }

  // What the network and the other browser do:
  /** The connection changes state (`connected`, `failed`…). */
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
  /** The ICE agent found a local candidate. */
  gathers(candidate: string) {
    const init = { candidate, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'frag' };
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: init }));
  }
  /** A remote track arrived. */
  receives(track: FakeTrack, stream: FakeStream) {
    this.dispatchEvent(Object.assign(new Event('track'), { track, streams: [stream] }));
  }
}

export const fakeMedia = {
  /** Every stream getUserMedia gave, and every peer connection made, since the last reset. */
  streams: [] as FakeStream[],
  peers: [] as FakePeerConnection[],
  /** When set, getUserMedia fails with it (a DOMException-like error: `name`). */
  refuse: null as Error | null,
  requests: [] as CallKind[],
  reset() {
    this.streams.length = 0;
    this.peers.length = 0;
    this.requests.length = 0;
    this.refuse = null;
  },
  lastPeer() {
    return this.peers.at(-1);
  },
};

export async function getUserMedia(kind: CallKind): Promise<MediaStream> {
  fakeMedia.requests.push(kind);
  if (fakeMedia.refuse) throw fakeMedia.refuse;
  const stream = new FakeStream(
    kind === 'video' ? [new FakeTrack('audio'), new FakeTrack('video')] : [new FakeTrack('audio')],
  );
  fakeMedia.streams.push(stream);
  return stream as unknown as MediaStream;
}

export function createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection {
  const peer = new FakePeerConnection(configuration);
  fakeMedia.peers.push(peer);
  return peer as unknown as RTCPeerConnection;
}

export function createMediaStream(): MediaStream {
  return new FakeStream() as unknown as MediaStream;
}

/** A browser's refusal, as getUserMedia rejects. */
export const mediaError = (name: string) => Object.assign(new Error(name), { name });
