import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@app/shared';
import { exclusiveCriteria as localizedCriteria } from '../content';
import { LocationProbe, renderSite, TEST_BRAND } from '../testing/render-site';
import { ExclusivePage } from './exclusive-page';

const exclusiveCriteria = localizedCriteria.en;

const routes = [
  { path: '/exclusive', element: <ExclusivePage /> },
  { path: '*', element: <LocationProbe /> },
];

describe('/exclusive eligibility checklist', () => {
  it('explains Exclusive under one H1, without the site bar or footer', async () => {
    await renderSite('/exclusive', { routes });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${TEST_BRAND.siteName} Exclusive`);
    expect(screen.getByRole('heading', { level: 2, name: 'What Exclusive is' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('enables Continue only when every criterion is ticked, then sets isExclusive and goes to /questions', async () => {
    const user = userEvent.setup();
    await renderSite('/exclusive', { routes });
    const checklist = screen.getByRole('group', { name: /Check your eligibility/ });
    const boxes = within(checklist).getAllByRole('checkbox');
    expect(boxes).toHaveLength(exclusiveCriteria.length);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    for (const box of boxes.slice(0, -1)) await user.click(box);
    expect(continueButton).toBeDisabled();
    expect(
      screen.getByText(`${boxes.length - 1} of ${boxes.length} confirmed. Tick every statement to continue.`),
    ).toBeInTheDocument();

    await user.click(boxes[boxes.length - 1]!);
    expect(continueButton).toBeEnabled();
    await user.click(boxes[0]!);
    expect(continueButton).toBeDisabled();
    await user.click(boxes[0]!);
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBeNull();

    await user.click(continueButton);
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBe('true');
    expect(screen.getByTestId('location')).toHaveTextContent('/questions');
  });

  it('Cancel goes home without setting anything', async () => {
    const user = userEvent.setup();
    await renderSite('/exclusive', { routes });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBeNull();
  });
});
