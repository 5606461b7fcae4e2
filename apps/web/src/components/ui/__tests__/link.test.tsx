import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from '../link';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the resolved path, and a click navigates in the app with the given state', async () => {
    renderAt(
      '/help',
      <Link to="/questions" state={{ returnTo: '/help' }} className="x">
        Start
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link).toHaveAttribute('href', '/questions');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/questions {"returnTo":"/help"}');
  });

  it('resolves relative paths against the current route', () => {
    render(
      <MemoryRouter initialEntries={['/advice']}>
        <Routes>
          <Route path="/advice" element={<Link to="second">Next</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/advice/second');
  });

  it('runs its own onClick first and leaves navigation alone when that prevents the default', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/faqs" onClick={onClick}>
        FAQs
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/');
    expect(screen.getByRole('status', { name: 'where' })).not.toHaveTextContent('/faqs');
  });

  it('leaves modified clicks and other targets to the browser (new tab, new window)', () => {
    renderAt(
      '/',
      <>
        <Link to="/faqs">FAQs</Link>
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          Privacy
        </Link>
      </>,
    );
    const ctrlClick = fireEvent.click(screen.getByRole('link', { name: 'FAQs' }), { ctrlKey: true, button: 0 });
    const blankClick = fireEvent.click(screen.getByRole('link', { name: 'Privacy' }), { button: 0 });
    // fireEvent returns false when the event's default was prevented (i.e. the router took the click).
    expect(ctrlClick).toBe(true);
    expect(blankClick).toBe(true);
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the link to the current page, and pages below it, with aria-current and the active style', () => {
    renderAt(
      '/advice/first-meeting',
      <nav>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/advice" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Advice
        </NavLink>
        <NavLink to="/advice" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Advice index
        </NavLink>
      </nav>,
    );
    const advice = screen.getByRole('link', { name: 'Advice' });
    expect(advice).toHaveAttribute('aria-current', 'page');
    expect(advice).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Advice index' })).toHaveClass('off');
  });
});

describe('isActivePath', () => {
  it.each([
    ['/', '/', false, true],
    ['/about-us', '/', false, false],
    ['/advice', '/advice', true, true],
    ['/advice/x', '/advice', false, true],
    ['/advice/x', '/advice', true, false],
    ['/advice/x', '/advice/', false, true],
    ['/advices', '/advice', false, false],
    ['/FAQs', '/faqs', false, true],
  ])('%s against %s (end: %s) is %s', (pathname, target, end, expected) => {
    expect(isActivePath(pathname, target, end)).toBe(expected);
  });
});
