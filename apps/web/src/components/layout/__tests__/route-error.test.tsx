import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from '../../ui/link';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../route-error';

function Broken(): never {
  throw new Error('page bug');
}

describe('RouteErrorBoundary', () => {
  it('shows the apology with a Reload button when a page throws, and recovers on another page', async () => {
    const errors: unknown[] = [];
    // React reports the caught error too; this test expects exactly that noise.
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => errors.push(args[0]));
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Somewhere else</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<main>All good</main>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(errors).toContain('A page failed to render');

    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
  });
});
