import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyActivity, FamilyInvitation, FamilyManager, ProfileEdit } from '@app/shared/family';
import {
  buildUser,
  findToast,
  mockApi,
  renderApp,
  reply,
  type ApiCall,
  type MockReply,
} from '../../testing/render-app';
import { Toaster } from '../../components/ui/toaster';
import { FamilyPage } from './pages/family-page';

const LOADED = { timeout: 10_000 };

const manager = (overrides: Partial<FamilyManager> = {}): FamilyManager => ({
  accountId: '8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a',
  name: 'Meera',
  relation: 'mother',
  rights: ['browse', 'shortlist'],
  since: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

const invitation = (overrides: Partial<FamilyInvitation> = {}): FamilyInvitation => ({
  id: '3f1e2d4c-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  email: 'ravi@example.com',
  relation: 'brother',
  rights: ['browse'],
  sentAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-12-03T10:00:00.000Z',
  status: 'pending',
  ...overrides,
});

const entry = (id: string, overrides: Partial<FamilyActivity> = {}): FamilyActivity => ({
  id,
  kind: 'request_sent',
  actor: { accountId: manager().accountId, name: 'Meera', relation: 'mother' },
  detail: {},
  at: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

function familyApi(
  options: {
    members?: FamilyManager[];
    sent?: FamilyInvitation[];
    activity?: FamilyActivity[];
    edits?: ProfileEdit[];
  } = {},
  more: Record<string, MockReply | ((call: ApiCall) => MockReply)> = {},
) {
  return mockApi({
    'GET family/members': reply(200, { success: true, data: options.members ?? [] }),
    'GET family/invitations': reply(200, { success: true, data: { sent: options.sent ?? [], received: [] } }),
    'GET family/activity': reply(200, { success: true, data: options.activity ?? [] }),
    'GET family/edits': reply(200, { success: true, data: options.edits ?? [] }),
    ...more,
  });
}

const openPage = () =>
  renderApp({
    path: '/family',
    routes: [
      {
        path: '/family',
        element: (
          <>
            <FamilyPage />
            <Toaster />
          </>
        ),
      },
    ],
    signedInAs: buildUser(),
  });

describe('Family page', { timeout: 30_000 }, () => {
  it('shows an empty state for each list', async () => {
    familyApi();
    await openPage();
    expect(await screen.findByRole('heading', { name: 'No one is helping yet' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No invitations sent' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it('checks the invitation form, then sends it and confirms with a toast', async () => {
    const api = familyApi(
      {},
      {
        'POST family/invite': reply(201, { success: true, message: 'Invitation sent.', data: invitation() }),
      },
    );
    const { user } = await openPage();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }, LOADED));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Please enter their e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(form.getByText('Please choose how they are related to you.')).toBeInTheDocument();
    expect(api.to('POST family/invite')).toHaveLength(0);

    await user.type(form.getByLabelText(/Their e-mail address/), 'Ravi@Example.com');
    await user.selectOptions(form.getByLabelText(/How they are related to you/), 'brother');
    await user.click(form.getByRole('checkbox', { name: /Send connection requests on your behalf/ }));
    await user.click(form.getByRole('checkbox', { name: /Look through matches and profiles on your behalf/ }));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(api.to('POST family/invite')).toHaveLength(1));
    expect(api.to('POST family/invite')[0]?.body).toEqual({
      email: 'ravi@example.com',
      relation: 'brother',
      rights: ['browse', 'request'],
    });
    expect((await findToast('Invitation sent to ravi@example.com.')).type).toBe('success');
    // The list of invitations is asked again.
    await waitFor(() => expect(api.to('GET family/invitations').length).toBeGreaterThan(1));
  });

  it('shows a refusal from the server at the top of the form', async () => {
    familyApi(
      {},
      {
        'POST family/invite': reply(409, {
          success: false,
          code: 'CONFLICT',
          message: 'This person already helps with your profile.',
        }),
      },
    );
    const { user } = await openPage();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }, LOADED));
    await user.type(form.getByLabelText(/Their e-mail address/), 'meera@example.com');
    await user.selectOptions(form.getByLabelText(/How they are related to you/), 'mother');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This person already helps with your profile.');
  });

  it('saves a change of rights at once (PATCH) and confirms it', async () => {
    const api = familyApi(
      { members: [manager()] },
      {
        'PATCH family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a': (call) =>
          reply(200, { success: true, data: manager({ rights: (call.body as { rights: [] }).rights }) }),
      },
    );
    const { user } = await openPage();
    const chat = await screen.findByRole('switch', { name: 'Read your chats and write in them' }, LOADED);
    expect(chat).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Look through matches and profiles on your behalf' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(chat);
    await waitFor(() => expect(api.to('PATCH family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a')).toHaveLength(1));
    expect(api.to('PATCH family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a')[0]?.body).toEqual({
      rights: ['browse', 'shortlist', 'chat'],
    });
    expect((await findToast('Saved. Meera may now do what you chose.')).type).toBe('success');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Read your chats and write in them' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('asks before removing someone, then removes them (DELETE)', async () => {
    let members = [manager()];
    const api = familyApi(
      {},
      {
        'GET family/members': () => reply(200, { success: true, data: members }),
        'DELETE family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a': () => {
          members = [];
          return reply(200, { success: true, message: 'Removed.' });
        },
      },
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Meera' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera?' });
    expect(dialog).toHaveTextContent('Their access ends straight away.');
    expect(api.to('DELETE family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a')).toHaveLength(0);

    // Cancel leaves them be.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('DELETE family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Meera' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Meera?' });
    await user.click(within(again).getByRole('button', { name: 'Remove Meera' }));
    await waitFor(() => expect(api.to('DELETE family/members/8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a')).toHaveLength(1));
    expect((await findToast('Meera no longer helps with your profile.')).type).toBe('success');
    expect(await screen.findByRole('heading', { name: 'No one is helping yet' })).toBeInTheDocument();
  });

  it('lists invitations with their status, and withdraws a pending one', async () => {
    const api = familyApi(
      {
        sent: [
          invitation(),
          invitation({ id: '4a1e2d4c-1b2a-4c3d-8e9f-0a1b2c3d4e5f', email: 'old@example.com', status: 'expired' }),
        ],
      },
      { 'DELETE family/invitations/3f1e2d4c-1b2a-4c3d-8e9f-0a1b2c3d4e5f': reply(200, { success: true }) },
    );
    const { user } = await openPage();
    const list = within(await screen.findByRole('region', { name: 'Invitations' }, LOADED));
    expect(await list.findByText('Waiting')).toBeInTheDocument();
    expect(list.getByText('Expired')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Withdraw the invitation to old@example.com' })).not.toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Withdraw the invitation to ravi@example.com' }));
    await waitFor(() =>
      expect(api.to('DELETE family/invitations/3f1e2d4c-1b2a-4c3d-8e9f-0a1b2c3d4e5f')).toHaveLength(1),
    );
    expect((await findToast(/Invitation to ravi@example.com withdrawn/)).type).toBe('success');
  });

  it('puts the activity into sentences and shows more from after the last entry', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      entry(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
    );
    first[0] = entry('00000000-0000-4000-8000-000000000000', {
      kind: 'invited',
      actor: { accountId: 'u-1', name: 'Priya', relation: null },
      detail: { relation: 'brother', rights: ['browse'] },
    });
    const api = familyApi(
      {},
      {
        'GET family/activity': (call) =>
          call.search.get('before')
            ? reply(200, {
                success: true,
                data: [entry('99999999-0000-4000-8000-000000000000', { kind: 'future_kind' as never })],
              })
            : reply(200, { success: true, data: first }),
      },
    );
    const { user } = await openPage();
    const log = within(await screen.findByRole('region', { name: 'Activity' }, LOADED));
    expect(await log.findByText('You invited your brother to help.')).toBeInTheDocument();
    expect(log.getAllByText('Meera (your mother) sent a connection request for you.')).toHaveLength(19);
    await user.click(log.getByRole('button', { name: 'Show more' }));
    expect(await log.findByText('Meera (your mother) did something for your profile.')).toBeInTheDocument();
    const asked = api.to('GET family/activity').map((call) => call.search.get('before'));
    expect(asked).toContain('00000000-0000-4000-8000-000000000019');
    expect(log.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  describe('changes to the profile', () => {
    const edit = (overrides: Partial<ProfileEdit> = {}): ProfileEdit => ({
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      section: 'familyDetails',
      actor: { accountId: manager().accountId, name: 'Meera', relation: 'mother' },
      changes: [
        { field: 'fatherOccupation', before: 'Employed', after: 'Professional' },
        { field: 'numberOfSiblings', before: null, after: 2 },
      ],
      at: '2026-11-27T09:00:00.000Z',
      undoneAt: null,
      undoable: true,
      ...overrides,
    });

    it('lists what each helper changed, before and after, and undoes a change with POST family/edits/{id}/undo', async () => {
      const api = familyApi(
        { edits: [edit()] },
        {
          'POST family/edits/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d/undo': reply(200, {
            success: true,
            message: 'The change is undone, except for what has been changed again since.',
            data: {
              edit: edit({ undoable: false, undoneAt: '2026-11-28T09:00:00.000Z' }),
              restored: ['fatherOccupation'],
              kept: ['numberOfSiblings'],
            },
          }),
        },
      );
      const { user } = await openPage();
      const card = within(await screen.findByRole('region', { name: 'Changes to your profile' }, LOADED));
      expect(await card.findByText('Meera (your mother) changed the family details')).toBeInTheDocument();
      expect(card.getByText('Father’s occupation:').parentElement).toHaveTextContent(
        'Father’s occupation: Employed →, Professional',
      );
      expect(card.getByText('Brothers and sisters:').parentElement).toHaveTextContent('(empty) →, 2');
      await user.click(card.getByRole('button', { name: /^Undo the change to the family details/ }));
      await waitFor(() =>
        expect(api.to('POST family/edits/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d/undo')).toHaveLength(1),
      );
      expect(
        (await findToast('The change is undone, except Brothers and sisters, which had been changed again since.'))
          .type,
      ).toBe('success');
      // The list and the activity are asked again.
      await waitFor(() => expect(api.to('GET family/edits').length).toBeGreaterThan(1));
    });

    it('says when a change was undone, or changed again since, instead of offering Undo', async () => {
      familyApi({
        edits: [
          edit({ undoable: false, undoneAt: '2026-11-28T09:00:00.000Z' }),
          edit({
            id: '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e',
            undoable: false,
            section: 'partnerPreferences',
            changes: [{ field: 'preferences.ageMin', before: 25, after: 30 }],
          }),
        ],
      });
      await openPage();
      const card = within(await screen.findByRole('region', { name: 'Changes to your profile' }, LOADED));
      expect(await card.findByText(/^Undone /)).toBeInTheDocument();
      expect(card.getByText('Changed again since')).toBeInTheDocument();
      expect(card.getByText('Partner: Youngest:').parentElement).toHaveTextContent('25 years →, 30 years');
      expect(card.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    });
  });

  it('ticks Browse with Edit, and unticks Edit with Browse: changing a profile means reading it', async () => {
    familyApi();
    const { user } = await openPage();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }, LOADED));
    const browse = form.getByRole('checkbox', { name: /^Browse/ });
    const edit = form.getByRole('checkbox', { name: /^Edit the profile/ });
    await user.click(edit);
    expect(edit).toBeChecked();
    expect(browse).toBeChecked();
    await user.click(browse);
    expect(browse).not.toBeChecked();
    expect(edit).not.toBeChecked();
  });
});
