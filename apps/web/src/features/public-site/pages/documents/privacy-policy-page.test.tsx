import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-site';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('/privacy-policy', () => {
  it('states how long the identity document and selfie sent for the verified tick are kept', async () => {
    await renderSite('/privacy-policy', { routes: [{ path: '/privacy-policy', element: <PrivacyPolicyPage /> }] });
    const retention = screen
      .getByRole('heading', { level: 2, name: 'How long we keep information' })
      .closest('section');
    expect(retention).not.toBeNull();
    const paragraph = within(retention as HTMLElement).getByText(/The verified tick/);
    expect(paragraph).toHaveTextContent('the photo of your identity document and the selfie');
    expect(paragraph).toHaveTextContent('both are deleted as soon as our team decides, whether we verify you or not');
    expect(paragraph).toHaveTextContent('We keep only the fact that you were verified and the date.');
  });
});
