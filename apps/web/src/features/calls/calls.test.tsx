import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallEndReason, CallInviteEvent, CallSignal } from '@app/shared/chat';
import { memberPages } from '../../app/member-pages';
import { RootLayout } from '../../app/root-layout';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { CallButtons } from './components/call-buttons';
import type * as WebRtc from './lib/webrtc';
import { FakeStream, FakeTrack, fakeMedia, mediaError, type FakePeerConnection } from './testing/fake-webrtc';

// jsdom has no WebRTC and no camera: the media module is the fake, the rest of lib/webrtc.ts is real.
vi.mock('./lib/webrtc', async (importOriginal) => ({
  ...(await importOriginal<typeof WebRtc>()),
  ...(await import('./testing/fake-webrtc')),
}));

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const ME = '0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e';
const ASHA = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const CALL = 'c0ffee00-1111-4222-8333-444455556666';
const ICE = [{ urls: 'stun:stun.example.org:3478' }];

const CallerPage = memberPages['/cancel'] as NonNullable<(typeof memberPages)[string]>;

/**
 * A member page (any: each carries the call layer, the upgrade prompt and the socket) with Asha's call buttons,
 * signed in as me; `handlers` answer the requests (the call's paths have defaults).
 */
async function openPage(
  handlers: Record<string, MockReply | ((call: { body: unknown }) => MockReply)> = {},
  usertype: 'Standard' | 'Premium' | 'Exclusive' = 'Premium',
) {
  const api = mockApi({
    'GET call/ice-servers': reply(200, { success: true, iceServers: ICE, expiresAt: null }),
    'POST call/start': reply(201, { success: true, message: 'Calling…', callId: CALL, maxSeconds: 900 }),
    [`POST call/${CALL}/accept`]: reply(200, { success: true, message: 'Connected.', callId: CALL, maxSeconds: 1800 }),
    [`POST call/${CALL}/decline`]: reply(200, {
      success: true,
      message: 'Call declined.',
      callId: CALL,
      maxSeconds: 900,
    }),
    [`POST call/${CALL}/end`]: reply(200, { success: true, message: 'Call ended.', callId: CALL, maxSeconds: 900 }),
    [`POST call/${CALL}/signal`]: reply(200, { success: true }),
    ...handlers,
  });
  const app = await renderApp({
    path: '/call-test',
    signedInAs: buildUser({ userId: ME, usertype }),
    routes: [
      {
        element: <RootLayout />,
        children: [
          {
            path: '/call-test',
            element: (
              <>
                <CallerPage />
                <CallButtons userId={ASHA} name="Asha" />
              </>
            ),
          },
        ],
      },
    ],
  });
  await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
  const socket = lastFakeSocket() as FakeSocket;
  act(() => socket.accept());
  // The call layer's code has arrived (it renders nothing until a call).
  await waitFor(() => expect(socket.listens('call_invite')).toBe(true), LOADED);
  return {
    ...app,
    api,
    socket,
    emit: (event: string, payload: unknown) => act(() => socket.serverEmit(event, payload)),
  };
}
type Page = Awaited<ReturnType<typeof openPage>>;

const signalsSent = (page: Page) =>
  page.api.to(`POST call/${CALL}/signal`).map((call) => (call.body as { signal: CallSignal }).signal);
const endBodies = (page: Page) => page.api.to(`POST call/${CALL}/end`).map((call) => call.body);
const callScreen = (name = 'Call with Asha') => screen.findByRole('dialog', { name }, LOADED);
const peer = () => fakeMedia.lastPeer() as FakePeerConnection;
const allTracks = () => fakeMedia.streams.flatMap((stream) => stream.getTracks());
const candidate = (n: number): CallSignal => ({
  type: 'candidate',
  candidate: {
    candidate: `candidate:${n} 1 udp 2122260223 10.0.0.${n} 5000${n} typ host`,
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
});

const invite = (overrides: Partial<CallInviteEvent> = {}): CallInviteEvent => ({
  callId: CALL,
  kind: 'video',
  caller: {
    userId: ASHA,
    name: 'Asha',
    photo: { url: '/photos/asha-blurred.jpg', thumbUrl: '/photos/asha-thumb.jpg', blurred: true },
    userType: 'Premium',
    verified: true,
  },
  maxSeconds: 900,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
});

/** I call Asha and she answers: the call screen, connected, with her media arriving. */
async function callAndConnect(kind: 'voice' | 'video') {
  const page = await openPage();
  await page.user.click(
    await screen.findByRole('button', { name: kind === 'video' ? 'Video call' : 'Voice call' }, LOADED),
  );
  await screen.findByText('Calling Asha…', {}, LOADED);
  page.emit('call_accept', { callId: CALL, acceptedAt: new Date().toISOString() });
  await waitFor(() => expect(signalsSent(page)).toEqual([{ type: 'offer', sdp: 'v=0 the-offer' }]));
  page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: { type: 'answer', sdp: 'v=0 the-answer' } });
  await waitFor(() => expect(peer().remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 the-answer' }));
  act(() => peer().becomes('connected'));
  return page;
}

beforeEach(() => {
  resetFakeSockets();
  fakeMedia.reset();
});

describe('calls: placing a call', { timeout: 30_000 }, () => {
  it('Voice call: microphone, POST call/start, "Calling Asha…"; Cancel ends it and lets go of the microphone', async () => {
    const page = await openPage();
    await page.user.click(await screen.findByRole('button', { name: 'Voice call' }, LOADED));

    const screenEl = await callScreen();
    expect(await within(screenEl).findByText('Calling Asha…')).toBeInTheDocument();
    expect(page.api.to('GET call/ice-servers')).toHaveLength(1);
    expect(fakeMedia.requests).toEqual(['voice']);
    expect(page.api.to('POST call/start')[0]?.body).toEqual({ calleeId: ASHA, kind: 'voice' });
    expect(screenEl).toHaveAttribute('data-call-phase', 'ringing');
    expect(screenEl).toHaveAttribute('data-call-state', 'none');
    // A voice call: no camera control.
    expect(within(screenEl).getByRole('button', { name: 'Mute' })).toBeEnabled();
    expect(within(screenEl).queryByRole('button', { name: 'Camera off' })).toBeNull();

    await page.user.click(within(screenEl).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(endBodies(page)).toEqual([{ reason: 'ended' }]));
    expect((await findToast('Call cancelled')).type).toBe('success');
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(allTracks().every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    // Nothing was connected: no peer connection was made.
    expect(fakeMedia.peers).toHaveLength(0);
  });

  it('a plan without calls (PLAN_REQUIRED): the upgrade prompt, never the camera, no call screen', async () => {
    const page = await openPage(
      {
        'GET call/ice-servers': reply(403, {
          success: false,
          code: 'PLAN_REQUIRED',
          requiredTier: 'Premium',
          message: 'Voice and video calls are part of Premium membership.',
        }),
      },
      'Standard',
    );
    await page.user.click(await screen.findByRole('button', { name: 'Video call' }, LOADED));
    const prompt = await screen.findByRole('dialog', { name: 'This needs Premium' }, LOADED);
    expect(prompt).toHaveTextContent('Voice and video calls are part of Premium membership.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
    expect(fakeMedia.requests).toEqual([]);
    expect(page.api.to('POST call/start')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')).toBeNull();
  });

  it('PLAN_REQUIRED from call/start: the upgrade prompt, and the camera is let go', async () => {
    const page = await openPage({
      'POST call/start': reply(403, {
        success: false,
        code: 'PLAN_REQUIRED',
        requiredTier: 'Exclusive',
        message: 'Longer calls are part of Exclusive membership.',
      }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Video call' }, LOADED));
    expect(await screen.findByRole('dialog', { name: 'This needs Exclusive' }, LOADED)).toHaveTextContent(
      'Longer calls are part of Exclusive membership.',
    );
    expect(allTracks()).toHaveLength(2);
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
  });

  it('PLAN_REQUIRED for a tier I already hold is the other member’s plan: their sentence, no offer to buy', async () => {
    const page = await openPage({
      'POST call/start': reply(403, {
        success: false,
        code: 'PLAN_REQUIRED',
        requiredTier: 'Premium',
        message:
          'Both members of a call need Premium membership or higher, and this member’s plan does not include calls.',
      }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Video call' }, LOADED));
    expect((await findToast(/this member’s plan does not include calls/)).type).toBe('error');
    expect(screen.queryByRole('dialog', { name: 'This needs Premium' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('ALREADY_IN_CALL: "You are already in a call"; BUSY: the server’s words', async () => {
    let answer: MockReply = reply(409, {
      success: false,
      code: 'ALREADY_IN_CALL',
      message: 'You are already in a call.',
    });
    const page = await openPage({ 'POST call/start': () => answer });
    await page.user.click(await screen.findByRole('button', { name: 'Voice call' }, LOADED));
    expect((await findToast('You are already in a call')).type).toBe('error');
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(allTracks()[0]?.readyState).toBe('ended');

    answer = reply(409, {
      success: false,
      code: 'BUSY',
      message: 'They are on another call. Please try again a little later.',
    });
    await page.user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect((await findToast('They are on another call. Please try again a little later.')).type).toBe('error');
  });

  it('a refused microphone: how to allow it, and no call is placed', async () => {
    fakeMedia.refuse = mediaError('NotAllowedError');
    const page = await openPage();
    await page.user.click(await screen.findByRole('button', { name: 'Voice call' }, LOADED));
    const help = await screen.findByRole('dialog', { name: 'Allow your microphone' }, LOADED);
    expect(help).toHaveTextContent('Your browser is blocking the microphone for this site');
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Select the lock or camera icon at the left of the address bar.',
      'Set Microphone to Allow for this site.',
      'Reload the page, then call again.',
    ]);
    expect(page.api.to('POST call/start')).toHaveLength(0);
    await page.user.click(within(help).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Allow your microphone' })).toBeNull());
  });
});

describe('calls: the connection', { timeout: 30_000 }, () => {
  it('caller: the offer goes after the accept; the answer is applied; early candidates wait for it; ours trickle out', async () => {
    const page = await openPage();
    await page.user.click(await screen.findByRole('button', { name: 'Video call' }, LOADED));
    await screen.findByText('Calling Asha…', {}, LOADED);
    // Ringing: no connection, no offer yet.
    expect(fakeMedia.peers).toHaveLength(0);
    expect(signalsSent(page)).toEqual([]);

    page.emit('call_accept', { callId: CALL, acceptedAt: new Date().toISOString() });
    await waitFor(() => expect(signalsSent(page)).toEqual([{ type: 'offer', sdp: 'v=0 the-offer' }]));
    const pc = peer();
    expect(pc.configuration).toEqual({ iceServers: ICE });
    expect(pc.added.map(({ track }) => track.kind)).toEqual(['audio', 'video']);
    expect(pc.localDescription).toEqual({ type: 'offer', sdp: 'v=0 the-offer' });

    // Asha's candidate before her answer: kept until the answer is applied, then added.
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: candidate(1) });
    await act(async () => undefined);
    expect(pc.applied).toEqual([]);
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: { type: 'answer', sdp: 'v=0 the-answer' } });
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: candidate(2) });
    await waitFor(() =>
      expect(pc.applied.map((one) => one.candidate)).toEqual([
        (candidate(1) as { candidate: { candidate: string } }).candidate.candidate,
        (candidate(2) as { candidate: { candidate: string } }).candidate.candidate,
      ]),
    );
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 the-answer' });
    // A signal about another call, or from someone else, is ignored.
    page.emit('call_signal', { callId: CALL, fromUserId: ME, signal: candidate(3) });
    page.emit('call_signal', { callId: 'another', fromUserId: ASHA, signal: candidate(4) });

    // Our own candidates go to Asha, after the offer.
    act(() => pc.gathers('candidate:9 1 udp 1 192.0.2.9 40000 typ host'));
    await waitFor(() => expect(signalsSent(page)).toHaveLength(2));
    expect(signalsSent(page)[1]).toEqual({
      type: 'candidate',
      candidate: {
        candidate: 'candidate:9 1 udp 1 192.0.2.9 40000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
        usernameFragment: 'frag',
      },
    });
    expect(pc.applied).toHaveLength(2);

    // Connected, with Asha's media arriving: the screen says so, for people and for the end-to-end test.
    const screenEl = await callScreen();
    act(() => pc.becomes('connected'));
    expect(screenEl).toHaveAttribute('data-call-state', 'connected');
    expect(screenEl).toHaveAttribute('data-call-phase', 'connected');
    const theirs = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
    act(() => pc.receives(theirs.getVideoTracks()[0] as FakeTrack, theirs));
    const remote = within(screenEl).getByLabelText('Asha’s camera') as HTMLVideoElement & { srcObject: unknown };
    await waitFor(() => expect(remote.srcObject).toBe(theirs));
    expect(remote).toBeVisible();
    const mine = within(screenEl).getByLabelText('Your camera') as HTMLVideoElement & { srcObject: unknown };
    expect(mine.srcObject).toBe(fakeMedia.streams[0]);
    pc.bytesReceived = { audio: 1200, video: 48_000 };
    await waitFor(() => expect(screenEl).toHaveAttribute('data-inbound-bytes', '49200'), { timeout: 3000 });
    // The call's time and what is left of the limit (the lower plan's: 15 minutes).
    expect(within(screenEl).getByRole('timer', { name: /^Time left on this call: 1[45]:\d\d$/ })).toBeInTheDocument();

    await page.user.click(within(screenEl).getByRole('button', { name: 'End call' }));
    await waitFor(() => expect(endBodies(page)).toEqual([{ reason: 'ended' }]));
    expect((await findToast('Call ended')).type).toBe('success');
    expect(pc.closed).toBe(true);
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('callee: the dialog rings with name and photo; Accept opens the camera, answers, and takes the offer', async () => {
    const page = await openPage();
    page.emit('call_invite', invite());
    const dialog = await screen.findByRole('alertdialog', { name: 'Incoming video call' }, LOADED);
    expect(dialog).toHaveAccessibleDescription('Asha is calling you');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    const photo = dialog.querySelector('img');
    expect(photo).toHaveAttribute('src', '/photos/asha-blurred.jpg');
    expect(photo).toHaveAttribute('data-blurred', 'true');
    expect(dialog).toHaveTextContent('This call can last up to 15 minutes.');

    await page.user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.api.to(`POST call/${CALL}/accept`)).toHaveLength(1));
    expect(fakeMedia.requests).toEqual(['video']);
    const screenEl = await callScreen();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const pc = peer();
    expect(pc.added).toHaveLength(2);

    // The caller's candidate, then the offer: the answer goes back, and the candidate is added after the offer.
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: candidate(1) });
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: { type: 'offer', sdp: 'v=0 the-offer' } });
    await waitFor(() => expect(signalsSent(page)).toEqual([{ type: 'answer', sdp: 'v=0 the-answer' }]));
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 the-offer' });
    expect(pc.applied).toHaveLength(1);
    // The accept said 30 minutes; this side's call accepted event changes nothing.
    page.emit('call_accept', { callId: CALL, acceptedAt: new Date().toISOString() });
    expect(
      within(screenEl).getByRole('timer', { name: /^Time left on this call: (30:00|29:5\d)$/ }),
    ).toBeInTheDocument();

    act(() => pc.becomes('connected'));
    expect(screenEl).toHaveAttribute('data-call-state', 'connected');
    // Asha hangs up.
    page.emit('call_end', { callId: CALL, reason: 'ended', durationSeconds: 12 });
    expect((await findToast('Call ended')).type).toBe('success');
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(pc.closed).toBe(true);
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
    expect(endBodies(page)).toEqual([]);
  });

  it('an offer that arrives before the accept request answered is kept, and answered once it has', async () => {
    let release: (value: MockReply) => void = () => undefined;
    const accepted = new Promise<MockReply>((resolve) => {
      release = resolve;
    });
    const page = await openPage({ [`POST call/${CALL}/accept`]: () => accepted as unknown as MockReply });
    page.emit('call_invite', invite({ kind: 'voice' }));
    await page.user.click(await screen.findByRole('button', { name: 'Accept' }, LOADED));
    await waitFor(() => expect(page.api.to(`POST call/${CALL}/accept`)).toHaveLength(1));
    page.emit('call_signal', { callId: CALL, fromUserId: ASHA, signal: { type: 'offer', sdp: 'v=0 the-offer' } });
    await waitFor(() => expect(signalsSent(page)).toEqual([{ type: 'answer', sdp: 'v=0 the-answer' }]));
    release(reply(200, { success: true, message: 'Connected.', callId: CALL, maxSeconds: 900 }));
    const screenEl = await callScreen();
    await waitFor(() => expect(within(screenEl).getByText('Connecting…')).toBeInTheDocument());
    await page.user.click(within(screenEl).getByRole('button', { name: 'End call' }));
    await findToast('Call ended');
  });

  it('Decline: the decline request, and the dialog closes', async () => {
    const page = await openPage();
    page.emit('call_invite', invite({ kind: 'voice', caller: { ...invite().caller, photo: null } }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incoming voice call' }, LOADED);
    expect(within(dialog).getByText('Asha is calling you')).toBeInTheDocument();
    await page.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(page.api.to(`POST call/${CALL}/decline`)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakeMedia.requests).toEqual([]);
    // The server's end of it changes nothing more here.
    page.emit('call_decline', { callId: CALL });
    page.emit('call_end', { callId: CALL, reason: 'declined', durationSeconds: 0 });
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('a ringing call answered on another tab stops ringing; one nobody answered is a missed call', async () => {
    const page = await openPage();
    page.emit('call_invite', invite());
    await screen.findByRole('alertdialog', {}, LOADED);
    page.emit('call_accept', { callId: CALL, acceptedAt: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    page.emit('call_invite', invite({ callId: 'second-call' }));
    await screen.findByRole('alertdialog', {}, LOADED);
    page.emit('call_end', { callId: 'second-call', reason: 'no_answer', durationSeconds: 0 });
    expect((await findToast('Missed call from Asha')).type).toBe('error');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the dialog rings until the invitation expires, even if the server’s word is late', async () => {
    const page = await openPage();
    page.emit('call_invite', invite({ expiresAt: new Date(Date.now() + 400).toISOString() }));
    await screen.findByRole('alertdialog', {}, LOADED);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    expect((await findToast('Missed call from Asha')).type).toBe('error');
    expect(page.api.to(`POST call/${CALL}/decline`)).toHaveLength(0);
  });

  it('a refused camera when answering: how to allow it, and the call ends as failed', async () => {
    fakeMedia.refuse = mediaError('NotAllowedError');
    const page = await openPage();
    page.emit('call_invite', invite());
    await page.user.click(await screen.findByRole('button', { name: 'Accept' }, LOADED));
    const help = await screen.findByRole('dialog', { name: 'Allow your camera and microphone' }, LOADED);
    expect(help).toHaveTextContent('Set Camera and Microphone to Allow for this site.');
    await waitFor(() => expect(endBodies(page)).toEqual([{ reason: 'failed' }]));
    expect(page.api.to(`POST call/${CALL}/accept`)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
  });
});

describe('calls: during and at the end', { timeout: 30_000 }, () => {
  it('Mute and Camera off switch my tracks and say so', async () => {
    const page = await callAndConnect('video');
    const screenEl = await callScreen();
    const [audio, video] = fakeMedia.streams[0]?.getTracks() ?? [];
    const mute = within(screenEl).getByRole('button', { name: 'Mute' });
    const camera = within(screenEl).getByRole('button', { name: 'Camera off' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');

    await page.user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(audio?.enabled).toBe(false);
    expect(within(screenEl).getByText('You are muted')).toBeInTheDocument();
    await page.user.click(camera);
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    expect(video?.enabled).toBe(false);
    expect(within(screenEl).getByText('Your camera is off')).toBeInTheDocument();

    await page.user.click(mute);
    await page.user.click(camera);
    expect(audio?.enabled).toBe(true);
    expect(video?.enabled).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    // Still the same call: the tracks were switched, not stopped.
    expect(allTracks().every((track) => track.readyState === 'live')).toBe(true);
    await page.user.click(within(screenEl).getByRole('button', { name: 'End call' }));
    await findToast('Call ended');
  });

  it.each<[CallEndReason, string]>([
    ['limit_reached', 'The call reached your plan’s limit'],
    ['left', 'They left the call'],
    ['failed', 'Call could not be connected'],
    ['closed', 'The call ended because you are no longer connected'],
  ])('call_end %s during the call: "%s", and everything let go', async (reason, text) => {
    await callAndConnect('voice');
    const pc = peer();
    const page = { socket: lastFakeSocket() as FakeSocket };
    act(() => page.socket.serverEmit('call_end', { callId: CALL, reason, durationSeconds: 42 }));
    await findToast(text);
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(pc.closed).toBe(true);
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it.each<[CallEndReason | 'decline', string]>([
    ['no_answer', 'No answer'],
    ['decline', 'Call declined'],
  ])('while ringing, %s: "%s"', async (reason, text) => {
    const page = await openPage();
    await page.user.click(await screen.findByRole('button', { name: 'Voice call' }, LOADED));
    await screen.findByText('Calling Asha…', {}, LOADED);
    if (reason === 'decline') page.emit('call_decline', { callId: CALL });
    page.emit('call_end', { callId: CALL, reason: reason === 'decline' ? 'declined' : reason, durationSeconds: 0 });
    expect((await findToast(text)).type).toBe('error');
    expect(screen.queryByRole('dialog', { name: 'Call with Asha' })).toBeNull();
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
    expect(endBodies(page)).toEqual([]);
  });

  it('a connection that fails ends the call as failed', async () => {
    const page = await callAndConnect('video');
    act(() => peer().becomes('failed'));
    expect((await findToast('Call could not be connected')).type).toBe('error');
    await waitFor(() => expect(endBodies(page)).toEqual([{ reason: 'failed' }]));
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('leaving the page mid-call tells the server with a request that outlives the page', async () => {
    const page = await callAndConnect('voice');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(endBodies(page)).toEqual([{ reason: 'left' }]));
    const [input, init] =
      page.api.fetch.mock.calls.find(([request]) => String(request).endsWith(`/call/${CALL}/end`)) ?? [];
    expect(String(input)).toMatch(new RegExp(`/api/v1/call/${CALL}/end$`));
    expect(init?.keepalive).toBe(true);
    const sent = page.api.to(`POST call/${CALL}/end`)[0];
    expect(sent?.headers.get('authorization')).toBe('Bearer access.jwt');
    expect(allTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });
});
