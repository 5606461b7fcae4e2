import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileEdit } from '@app/shared/family';
import { setLanguage } from '../../lib/i18n';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { FamilyPage } from './pages/family-page';

/** The first render loads the page's code and the language's catalogues on demand: generous on a busy machine. */
const LOADED = { timeout: 10_000 };

/** A helper changed an option (the father's occupation) and a text the member writes (the place of birth). */
const edit: ProfileEdit = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  section: 'religiousBackground',
  actor: { accountId: '8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a', name: 'Meera', relation: 'mother' },
  changes: [
    { field: 'fatherOccupation', before: 'Employed', after: 'Business owner' },
    { field: 'placeOfBirth', before: null, after: 'Amritsar' },
  ],
  at: '2026-11-27T09:00:00.000Z',
  undoneAt: null,
  undoable: true,
};

async function openChanges(title: string, firstLabel: string) {
  mockApi({
    'GET family/members': reply(200, { success: true, data: [] }),
    'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
    'GET family/activity': reply(200, { success: true, data: [] }),
    'GET family/edits': reply(200, { success: true, data: [edit] }),
  });
  await renderApp({
    path: '/family',
    routes: [{ path: '/family', element: <FamilyPage /> }],
    signedInAs: buildUser(),
  });
  const card = await screen.findByRole('region', { name: title }, LOADED);
  await within(card).findByText(`${firstLabel}:`, {}, LOADED);
  return card;
}

/** The line of the list that a field's label starts. */
const line = (card: HTMLElement, label: string) => within(card).getByText(`${label}:`).parentElement as HTMLElement;

describe('Changes to your profile in the language shown (issue 30)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('names the fields as their editors do and words option values from the catalogue, in English', async () => {
    const card = await openChanges('Changes to your profile', 'Father’s occupation');
    expect(line(card, 'Father’s occupation')).toHaveTextContent('Father’s occupation: Employed →, Business owner');
    expect(line(card, 'Place of birth')).toHaveTextContent('Place of birth: (empty) →, Amritsar');
    expect(within(card).queryByText('Father occupation:')).not.toBeInTheDocument();
  });

  it('in Hindi: the field labels and option values in Hindi, no English label, the place as written (translate="no")', async () => {
    await act(() => setLanguage('hi'));
    const card = await openChanges('आपकी प्रोफ़ाइल में बदलाव', 'पिता का व्यवसाय');
    expect(line(card, 'पिता का व्यवसाय')).toHaveTextContent('पिता का व्यवसाय: नौकरी करते हैं →, अपना कारोबार');
    expect(line(card, 'जन्म स्थान')).toHaveTextContent('जन्म स्थान: (खाली) →, Amritsar');
    for (const english of [/Father/, /occupation/i, /Place of birth/, /Employed/, /Business owner/]) {
      expect(card).not.toHaveTextContent(english);
    }
    const place = within(card).getByText('Amritsar');
    expect(place).toHaveAttribute('translate', 'no');
    // Option values are the catalogue's words, which a browser may translate like the rest of the page.
    expect(line(card, 'पिता का व्यवसाय').querySelector('[translate="no"]')).toBeNull();
  });
});
