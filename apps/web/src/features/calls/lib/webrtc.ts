import type { CallKind } from '@app/shared/chat';
import type { MediaProblem } from '../state/calls-slice';

/**
 * The browser's media APIs as the call controller uses them, in one module: the tests replace it with a fake
 * (jsdom has neither WebRTC nor cameras), and nothing else in the calls feature touches these globals.
 */

/** The member's microphone, and camera for a video call (the front camera on phones). */
export function getUserMedia(kind: CallKind): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    return Promise.reject(Object.assign(new Error('getUserMedia is not available'), { name: 'NotSupportedError' }));
  }
  return devices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    video: kind === 'video' ? { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } } : false,
  });
}

export function createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection {
  return new RTCPeerConnection(configuration);
}

/** An empty stream the remote tracks join when the other side sent them without one. */
export function createMediaStream(): MediaStream {
  return new MediaStream();
}

/** What a getUserMedia refusal means for the member (the help dialog explains each). */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as Error).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
