import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@app/shared/profile';
import { buildPublicProfile, MEMBER_ID, OTHER_ID } from '../../features/profile/my-details/testing/fixtures';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so that wait is generous. */
const LOADED = { timeout: 10_000 };
const SOMEONE_ELSE = '5e5e5e5e-0000-4000-8000-000000000001';
type Pair = Pick<PublicProfile, 'connection_status' | 'connectionType'>;
const NONE: Pair = { connection_status: 'no connection', connectionType: 'none' };
const answer = (pair: Pair, userId = OTHER_ID) => reply(200, { success: true, data: { ...pair, userId } });

beforeEach(resetFakeSockets);

/** Arjun's profile, as seen by Priya, with the pair as given; `calls` answers the connection calls. */
async function open(
  pair: Pair,
  calls: Record<string, MockReply | (() => MockReply | Promise<MockReply>)> = {},
  usertype = 'Standard',
) {
  const api = mockApi({
    'POST profile/getUserDetails': reply(200, { success: true, data: [buildPublicProfile(pair)] }),
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': answer(pair),
    ...calls,
  });
  const app = await renderApp({
    path: `/profile/Arjun/${OTHER_ID}`,
    signedInAs: buildUser({ userId: MEMBER_ID, usertype }),
  });
  const area = await screen.findByRole('region', { name: 'Connection' }, LOADED);
  await waitFor(() => expect(api.to('POST connection/getConnectionStatus')).toHaveLength(1));
  return { ...app, api, area };
}

describe('the profile page’s connection area', { timeout: 30_000 }, () => {
  it('no connection: Connect sends one request, however many clicks, then shows the request as sent', async () => {
    let send: (value: MockReply) => void = () => undefined;
    const app = await open(NONE, {
      'POST connection/addConnection': () =>
        new Promise<MockReply>((resolve) => {
          send = resolve;
        }),
    });
    expect(within(app.area).getByText('Interested? Send Arjun a request to connect.')).toBeInTheDocument();
    const connect = within(app.area).getByRole('button', { name: 'Connect' });
    await app.user.click(connect);
    await app.user.click(connect);
    expect(connect).toBeDisabled();
    expect(app.api.to('POST connection/addConnection')).toHaveLength(1);
    expect(app.api.to('POST connection/addConnection')[0]?.body).toEqual({ receiverId: OTHER_ID });

    act(() => send(answer({ connection_status: 'pending', connectionType: 'sender' })));
    expect((await findToast('Your request is on its way to Arjun.')).type).toBe('success');
    expect(within(app.area).getByText('Request sent. Arjun hasn’t replied yet.')).toBeInTheDocument();
    expect(within(app.area).getByRole('button', { name: 'Withdraw request' })).toBeEnabled();
    expect(within(app.area).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('a request sent: Withdraw calls cancelConnection', async () => {
    const app = await open(
      { connection_status: 'pending', connectionType: 'sender' },
      { 'POST connection/cancelConnection': answer(NONE) },
    );
    await app.user.click(within(app.area).getByRole('button', { name: 'Withdraw request' }));
    expect((await findToast('You withdrew your request to Arjun.')).type).toBe('success');
    expect(app.api.to('POST connection/cancelConnection')[0]?.body).toEqual({ receiverId: OTHER_ID });
    expect(within(app.area).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('a request received: Accept and Decline name the sender', async () => {
    const received: Pair = { connection_status: 'pending', connectionType: 'receiver' };
    const app = await open(received, {
      'POST connection/acceptConnection': answer({ connection_status: 'accepted', connectionType: 'receiver' }),
    });
    expect(within(app.area).getByText('Arjun would like to connect with you.')).toBeInTheDocument();
    expect(within(app.area).getByRole('button', { name: 'Decline' })).toBeEnabled();
    await app.user.click(within(app.area).getByRole('button', { name: 'Accept' }));
    expect((await findToast('You and Arjun are now connected.')).type).toBe('success');
    expect(app.api.to('POST connection/acceptConnection')[0]?.body).toEqual({ senderId: OTHER_ID });
    expect(within(app.area).getByText('You and Arjun are connected.')).toBeInTheDocument();
    expect(within(app.area).getByRole('button', { name: 'Remove connection' })).toBeInTheDocument();
  });

  it('declining calls rejectConnection; removing a connection, once confirmed, calls removeConnection', async () => {
    const app = await open(
      { connection_status: 'pending', connectionType: 'receiver' },
      { 'POST connection/rejectConnection': answer(NONE) },
    );
    await app.user.click(within(app.area).getByRole('button', { name: 'Decline' }));
    expect((await findToast('You declined the request from Arjun.')).type).toBe('success');
    expect(app.api.to('POST connection/rejectConnection')[0]?.body).toEqual({ senderId: OTHER_ID });
    app.unmount();

    const connected = await open(
      { connection_status: 'accepted', connectionType: 'sender' },
      { 'POST connection/removeConnection': answer(NONE) },
    );
    await connected.user.click(within(connected.area).getByRole('button', { name: 'Remove connection' }));
    // Removing asks first (contact-details.test.tsx follows the dialog's focus).
    expect(connected.api.to('POST connection/removeConnection')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Arjun from your connections?' });
    await connected.user.click(within(dialog).getByRole('button', { name: 'Remove connection' }));
    expect((await findToast('Arjun is no longer one of your connections.')).type).toBe('success');
    expect(connected.api.to('POST connection/removeConnection')[0]?.body).toEqual({ receiverId: OTHER_ID });
    expect(within(connected.area).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('a refused move says why, and the buttons follow what is true now', async () => {
    let statusCalls = 0;
    const app = await open(NONE, {
      'POST connection/getConnectionStatus': () => {
        statusCalls += 1;
        return answer(statusCalls === 1 ? NONE : { connection_status: 'pending', connectionType: 'receiver' });
      },
      'POST connection/addConnection': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Arjun has already sent you a request.',
      }),
    });
    await app.user.click(within(app.area).getByRole('button', { name: 'Connect' }));
    expect((await findToast('Arjun has already sent you a request.')).type).toBe('error');
    expect(await within(app.area).findByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('follows live events about this member only: one about someone else never changes the page', async () => {
    const app = await open(NONE);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());

    act(() =>
      socket.serverEmit('connection_Status', {
        connection_status: 'accepted',
        connectionType: 'receiver',
        userId: SOMEONE_ELSE,
      }),
    );
    expect(within(app.area).getByText('Interested? Send Arjun a request to connect.')).toBeInTheDocument();
    expect(within(app.area).getByRole('button', { name: 'Connect' })).toBeInTheDocument();

    act(() =>
      socket.serverEmit('connection_Status', {
        connection_status: 'pending',
        connectionType: 'receiver',
        userId: OTHER_ID,
      }),
    );
    expect(within(app.area).getByText('Arjun would like to connect with you.')).toBeInTheDocument();
    expect(within(app.area).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('after a reconnection, asks again how the pair stands', async () => {
    const app = await open(NONE);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());
    act(() => socket.drop());
    act(() => socket.accept());
    await waitFor(() => expect(app.api.to('POST connection/getConnectionStatus')).toHaveLength(2));
  });

  it('connected: Message opens their conversation; Voice and Video call where the plan has calls', async () => {
    const premium = await open({ connection_status: 'accepted', connectionType: 'sender' }, {}, 'Premium');
    const message = await within(premium.area).findByRole('link', { name: 'Message Arjun' });
    expect(message).toHaveAttribute('href', `/chat/${OTHER_ID}`);
    const calls = within(premium.area).getByRole('group', { name: 'Call Arjun' });
    expect(within(calls).getByRole('button', { name: 'Voice call' })).toBeEnabled();
    expect(within(calls).getByRole('button', { name: 'Video call' })).toBeEnabled();
    await premium.user.click(message);
    await waitFor(() => expect(premium.pathname()).toBe(`/chat/${OTHER_ID}`));
  });

  it('connected on a plan without calls: Message, and a plain word that calls come with Premium', async () => {
    const app = await open({ connection_status: 'accepted', connectionType: 'receiver' });
    expect(await within(app.area).findByRole('link', { name: 'Message Arjun' })).toHaveAttribute(
      'href',
      `/chat/${OTHER_ID}`,
    );
    expect(within(app.area).queryByRole('button', { name: 'Voice call' })).toBeNull();
    expect(within(app.area).getByText(/Voice and video calls come with the Premium plan\./)).toBeInTheDocument();
    expect(within(app.area).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
  });

  it('not connected: no Message or Call', async () => {
    const app = await open({ connection_status: 'pending', connectionType: 'sender' });
    expect(await within(app.area).findByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(within(app.area).queryByRole('link', { name: /^Message/ })).toBeNull();
    expect(within(app.area).queryByRole('group', { name: 'Call Arjun' })).toBeNull();
  });
});
