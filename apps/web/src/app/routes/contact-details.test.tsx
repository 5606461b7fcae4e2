import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactAccessState } from '@app/shared/connections';
import type { PublicProfile } from '@app/shared/profile';
import { buildPublicProfile, MEMBER_ID, OTHER_ID } from '../../features/profile/my-details/testing/fixtures';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so that wait is generous. */
const LOADED = { timeout: 10_000 };
const SOMEONE_ELSE = '5e5e5e5e-0000-4000-8000-000000000001';
type Pair = Pick<PublicProfile, 'connection_status' | 'connectionType'>;
const CONNECTED: Pair = { connection_status: 'accepted', connectionType: 'none' };
const NONE: Pair = { connection_status: 'no connection', connectionType: 'none' };
const STATE = 'POST contact-details/getAccessState';
const DETAILS = 'POST contact-details/getContactDetails';
const sharing = (mine: ContactAccessState['mine'], theirs: ContactAccessState['theirs'] = null) =>
  reply(200, { success: true, data: { userId: OTHER_ID, mine, theirs } });
const pairAnswer = (pair: Pair) => reply(200, { success: true, data: { ...pair, userId: OTHER_ID } });

beforeEach(resetFakeSockets);

type Handlers = Record<string, MockReply | (() => MockReply | Promise<MockReply>)>;

/** Arjun's profile, as seen by Priya, connected (unless `pair` says otherwise); `calls` answers the other calls. */
async function open(calls: Handlers, pair: Pair = CONNECTED) {
  const api = mockApi({
    'POST profile/getUserDetails': reply(200, { success: true, data: [buildPublicProfile(pair)] }),
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': pairAnswer(pair),
    ...calls,
  });
  const app = await renderApp({ path: `/profile/Arjun/${OTHER_ID}`, signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('region', { name: 'Connection' }, LOADED);
  return { ...app, api };
}
const panel = () => screen.findByRole('region', { name: 'Contact details' }, LOADED);

describe('the profile page’s contact details', { timeout: 30_000 }, () => {
  it('not asked yet: Ask sends one request however many clicks, then says it waits; nothing is read', async () => {
    let send: (value: MockReply) => void = () => undefined;
    const app = await open({
      [STATE]: sharing(null),
      'POST contact-details/requestAccess': () =>
        new Promise<MockReply>((resolve) => {
          send = resolve;
        }),
    });
    const area = await panel();
    const ask = await within(area).findByRole('button', { name: 'Ask for contact details' }, LOADED);
    expect(app.api.to(STATE)[0]?.body).toEqual({ userId: OTHER_ID });
    await app.user.click(ask);
    await app.user.click(ask);
    expect(ask).toBeDisabled();
    expect(app.api.to('POST contact-details/requestAccess')).toHaveLength(1);
    expect(app.api.to('POST contact-details/requestAccess')[0]?.body).toEqual({ userId: OTHER_ID });

    act(() => send(sharing('pending')));
    expect((await findToast('We asked Arjun to share their contact details.')).type).toBe('success');
    expect(within(area).getByText('Request sent, waiting for their answer.')).toBeInTheDocument();
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
    expect(app.api.to(DETAILS)).toHaveLength(0);
  });

  it.each([['declined'], ['revoked']] as const)('%s: says they chose not to share, with no button', async (mine) => {
    await open({ [STATE]: sharing(mine) });
    const area = await panel();
    expect(await within(area).findByText('Arjun chose not to share their contact details.')).toBeInTheDocument();
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
  });

  it('granted: the details are read only when asked, once, and shown as links with a note that they can see it', async () => {
    const app = await open({
      [STATE]: sharing('granted'),
      [DETAILS]: reply(200, {
        success: true,
        data: { userId: OTHER_ID, email: 'arjun@example.com', phone: '+61412345678' },
      }),
    });
    const area = await panel();
    const show = await within(area).findByRole('button', { name: 'Show contact details' }, LOADED);
    expect(within(area).getByText('Arjun shares their contact details with you.')).toBeInTheDocument();
    expect(show).toHaveAccessibleDescription(
      'Each time you show these details, we record it, and Arjun can see the date and time in their Contact sharing list.',
    );
    // Loading the page read nothing: every read is logged for Arjun.
    await waitFor(() => expect(app.api.to(STATE)).toHaveLength(1));
    expect(app.api.to(DETAILS)).toHaveLength(0);

    await app.user.click(show);
    expect(await within(area).findByRole('link', { name: '+61412345678' })).toHaveAttribute('href', 'tel:+61412345678');
    expect(within(area).getByRole('link', { name: 'arjun@example.com' })).toHaveAttribute(
      'href',
      'mailto:arjun@example.com',
    );
    expect(
      within(area).getByText(
        'Each time you show these details, we record it, and Arjun can see the date and time in their Contact sharing list.',
      ),
    ).toBeInTheDocument();
    expect(app.api.to(DETAILS)).toHaveLength(1);
    expect(app.api.to(DETAILS)[0]?.body).toEqual({ userId: OTHER_ID });
    // Focus moves to what appeared in the button's place.
    expect(within(area).getByLabelText('Arjun’s details')).toHaveFocus();
  });

  it('a read refused because the grant ended says why and asks again how it stands', async () => {
    let states = 0;
    const app = await open({
      [STATE]: () => {
        states += 1;
        return sharing(states === 1 ? 'granted' : 'revoked');
      },
      [DETAILS]: reply(403, {
        success: false,
        code: 'FORBIDDEN',
        message: 'This member has not shared their contact details with you.',
      }),
    });
    const area = await panel();
    await app.user.click(await within(area).findByRole('button', { name: 'Show contact details' }, LOADED));
    expect((await findToast('This member has not shared their contact details with you.')).type).toBe('error');
    expect(await within(area).findByText('Arjun chose not to share their contact details.')).toBeInTheDocument();
    expect(within(area).queryByRole('link')).not.toBeInTheDocument();
  });

  it('they asked for mine: Share grants, Stop sharing revokes, each with its own call', async () => {
    const app = await open({
      [STATE]: sharing(null, 'pending'),
      'POST contact-details/respondToRequest': sharing(null, 'granted'),
      'POST contact-details/revokeAccess': sharing(null, 'revoked'),
    });
    const area = await panel();
    expect(
      await within(area).findByText('Arjun would like to see your phone number and e-mail address.', {}, LOADED),
    ).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Decline' })).toBeEnabled();
    await app.user.click(within(area).getByRole('button', { name: 'Share my contact details' }));
    expect((await findToast('Arjun can now see your contact details.')).type).toBe('success');
    expect(app.api.to('POST contact-details/respondToRequest')[0]?.body).toEqual({
      requesterId: OTHER_ID,
      grant: true,
    });
    expect(within(area).getByText('You share your contact details with Arjun.')).toBeInTheDocument();

    await app.user.click(within(area).getByRole('button', { name: 'Stop sharing' }));
    expect((await findToast('Arjun can no longer see your contact details.')).type).toBe('success');
    expect(app.api.to('POST contact-details/revokeAccess')[0]?.body).toEqual({ userId: OTHER_ID });
    expect(
      within(area).getByText('You don’t share your contact details with Arjun. You can still change your mind.'),
    ).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    // My own request to see theirs is still offered.
    expect(within(area).getByRole('button', { name: 'Ask for contact details' })).toBeEnabled();
  });

  it('Decline answers no; a refusal (409) shows the server’s words and what is true now', async () => {
    let states = 0;
    const app = await open({
      [STATE]: () => {
        states += 1;
        return states === 1 ? sharing(null, 'pending') : sharing('declined', 'declined');
      },
      'POST contact-details/respondToRequest': sharing(null, 'declined'),
      'POST contact-details/requestAccess': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This member chose not to share their contact details.',
      }),
    });
    const area = await panel();
    await app.user.click(await within(area).findByRole('button', { name: 'Decline' }, LOADED));
    expect((await findToast('You chose not to share your contact details with Arjun.')).type).toBe('success');
    expect(app.api.to('POST contact-details/respondToRequest')[0]?.body).toEqual({
      requesterId: OTHER_ID,
      grant: false,
    });

    await app.user.click(within(area).getByRole('button', { name: 'Ask for contact details' }));
    expect((await findToast('This member chose not to share their contact details.')).type).toBe('error');
    expect(await within(area).findByText('Arjun chose not to share their contact details.')).toBeInTheDocument();
    expect(app.api.to(STATE)).toHaveLength(2);
  });

  it('is not there unless the two are connected', async () => {
    const app = await open({ [STATE]: sharing(null) }, NONE);
    await screen.findByRole('button', { name: 'Connect' }, LOADED);
    expect(screen.queryByRole('region', { name: 'Contact details' })).not.toBeInTheDocument();
    expect(app.api.to(STATE)).toHaveLength(0);
  });

  it('Remove asks first; keeping it changes nothing, removing it ends the connection and hides the panel', async () => {
    const app = await open({
      [STATE]: sharing('granted', 'granted'),
      'POST connection/removeConnection': pairAnswer(NONE),
    });
    await panel();
    const area = screen.getByRole('region', { name: 'Connection' });
    const remove = within(area).getByRole('button', { name: 'Remove connection' });
    await app.user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove Arjun from your connections?' });
    expect(dialog).toHaveAccessibleDescription(/any contact details the two of you share stop being shared/);
    // Focus starts on the safe choice, and comes back to Remove when the member keeps the connection.
    expect(within(dialog).getByRole('button', { name: 'Keep the connection' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep the connection' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Remove Arjun/ })).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(app.api.to('POST connection/removeConnection')).toHaveLength(0);

    await app.user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove Arjun from your connections?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove connection' }));
    expect((await findToast('Arjun is no longer one of your connections.')).type).toBe('success');
    expect(app.api.to('POST connection/removeConnection')).toHaveLength(1);
    expect(app.api.to('POST connection/removeConnection')[0]?.body).toEqual({ receiverId: OTHER_ID });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Remove Arjun/ })).not.toBeInTheDocument());
    // Focus goes to what replaced Remove; the contact details go with the connection.
    expect(within(area).getByRole('button', { name: 'Connect' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Contact details' })).not.toBeInTheDocument();
  });

  it('asks again how sharing stands when the pair changes live, for this member only', async () => {
    const app = await open({ [STATE]: sharing(null) });
    const area = await panel();
    await within(area).findByRole('button', { name: 'Ask for contact details' }, LOADED);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());

    act(() => socket.serverEmit('connection_Status', { ...CONNECTED, userId: SOMEONE_ELSE }));
    act(() =>
      socket.serverEmit('connection_request', {
        notificationId: 'a0000000-0000-4000-8000-000000000009',
        title: 'Contact details',
        message: 'Someone else shared their contact details with you',
        body: { type: 'contact_granted', senderId: SOMEONE_ELSE, senderName: 'Kabir', senderImage: null },
        isRead: false,
      }),
    );
    act(() => socket.serverEmit('connection_Status', { ...CONNECTED, userId: OTHER_ID }));
    await waitFor(() => expect(app.api.to(STATE).length).toBeGreaterThanOrEqual(2));
    act(() =>
      socket.serverEmit('connection_request', {
        notificationId: 'a0000000-0000-4000-8000-000000000010',
        title: 'Contact details',
        message: 'Arjun shared their contact details with you',
        body: { type: 'contact_granted', senderId: OTHER_ID, senderName: 'Arjun', senderImage: null },
        isRead: false,
      }),
    );
    await waitFor(() => expect(app.api.to(STATE).length).toBeGreaterThanOrEqual(3));
    // Once each for this member's two events; none for the ones about someone else.
    expect(app.api.to(STATE)).toHaveLength(3);
  });
});
