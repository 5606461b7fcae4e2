import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletionReceipt as Receipt } from '@app/shared/data-export';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { DeletionReceipt } from './deletion-receipt';

/** The deletion receipt in the language shown, worded from each line's code (issue 30). */
const receipt: Receipt = {
  deletedAt: '2026-11-26T03:00:00.000Z',
  removed: [
    { code: 'account', what: 'Your account, sign-in and profile (My Details)', count: null },
    { code: 'photos', what: 'Your photos, every size, from our file store', count: 3 },
    { code: 'calls', what: 'Your call log', count: 0 },
    // A line a newer server adds: its English words until this page knows its code.
    { code: 'horoscopes' as never, what: 'Your horoscope charts', count: 2 },
  ],
  kept: [
    {
      code: 'payments',
      params: { count: 2, years: 7, until: '2033-11-26T03:00:00.000Z' },
      what: 'Payment records (2 orders): plan, amount, GST, date, and the billing name and e-mail on the tax invoice',
      why: 'Australian company law (the Corporations Act 2001) requires us to keep our financial records, which include these payments, for 7 years. They are no longer linked to an account.',
      until: '26 November 2033',
    },
    {
      code: 'securityRecord',
      params: {},
      what: 'A security record that an account was deleted, with the date (not your e-mail address or name)',
      why: 'To detect and investigate misuse of the site.',
      until: 'Up to 12 months',
    },
  ],
};

describe('DeletionReceipt', () => {
  it('reads in English as the server wrote it, and in Hindi from the codes', async () => {
    await renderApp({ path: '/', routes: [{ path: '/', element: <DeletionReceipt receipt={receipt} /> }] });
    expect(screen.getByText('Your photos, every size, from our file store (3)')).toBeInTheDocument();
    expect(screen.getByText(/Payment records \(2 orders\)/)).toBeInTheDocument();
    expect(screen.getByText('Kept: 26 November 2033')).toBeInTheDocument();
    expect(screen.getByText('Kept: Up to 12 months')).toBeInTheDocument();
    await act(() => setLanguage('hi'));
    try {
      const deleted = await screen.findByRole('region', { name: 'हमने क्या मिटाया' }, { timeout: 10_000 });
      expect(
        within(deleted)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'आपका खाता, लॉग इन और प्रोफ़ाइल (मेरी जानकारी)',
        'आपकी फ़ोटो, हर साइज़ में, हमारे फ़ाइल स्टोर से (3)',
        'Your horoscope charts (2)',
      ]);
      const kept = screen.getByRole('region', { name: 'हम क्या रखते हैं, और क्यों' });
      expect(within(kept).getByText(/^भुगतान का रिकॉर्ड \(2 ऑर्डर\)/)).toBeInTheDocument();
      expect(within(kept).getByText(/7 साल तक/)).toBeInTheDocument();
      expect(within(kept).getByText('कब तक रखा जाएगा: 26 नवंबर 2033')).toBeInTheDocument();
      expect(within(kept).getByText('कब तक रखा जाएगा: ज़्यादा से ज़्यादा 12 महीने')).toBeInTheDocument();
      expect(within(kept).queryByText(/Payment records|Up to 12 months/)).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
