import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Link } from '../../ui/link';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND, fillBrand } from '@app/shared/brand';
import { metaFor } from '@app/shared/seo';
import { BrandContext } from '../../../lib/brand';
import { DocumentMeta } from '../document-meta';

describe('DocumentMeta', () => {
  it('leaves the served head alone, then follows each navigation (title, description, canonical)', async () => {
    document.head.innerHTML =
      '<title>Served title</title><meta name="description" content="Served"><link rel="canonical" href="https://served/">';
    render(
      <BrandContext value={PLACEHOLDER_BRAND}>
        <MemoryRouter initialEntries={['/']}>
          <DocumentMeta />
          <Link to="/privacy-policy">Privacy</Link>
          <Link to="/">Home</Link>
        </MemoryRouter>
      </BrandContext>,
    );
    expect(document.title).toBe('Served title');

    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    const privacy = metaFor('/privacy-policy');
    await waitFor(() => expect(document.title).toBe(fillBrand(privacy.title, PLACEHOLDER_BRAND)));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      fillBrand(privacy.description, PLACEHOLDER_BRAND),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/privacy-policy', PLACEHOLDER_BRAND.siteUrl).toString(),
    );

    // Back on the page first served: its head is written again.
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe(fillBrand(metaFor('/').title, PLACEHOLDER_BRAND)));
  });

  it('a page at a Hindi address gets its Hindi title and description', async () => {
    render(
      <BrandContext value={PLACEHOLDER_BRAND}>
        <MemoryRouter initialEntries={['/']}>
          <DocumentMeta />
          <Link to="/hi/mission">Mission in Hindi</Link>
        </MemoryRouter>
      </BrandContext>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mission in Hindi' }));
    const hindi = metaFor('/hi/mission');
    expect(hindi.title).not.toBe(metaFor('/mission').title);
    await waitFor(() => expect(document.title).toBe(fillBrand(hindi.title, PLACEHOLDER_BRAND)));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      fillBrand(hindi.description, PLACEHOLDER_BRAND),
    );
  });
});
