import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@app/shared/constants';
import { Toaster } from '../toaster';

describe('toaster', () => {
  beforeEach(() => {
    // jsdom has no pointer capture; sonner uses it for swipe-to-dismiss.
    Element.prototype.setPointerCapture = vi.fn();
    Element.prototype.releasePointerCapture = vi.fn();
    Element.prototype.hasPointerCapture = vi.fn(() => false);
  });

  it('shows at most three toasts and every toast has a close button that dismisses it', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast(`Message ${i}`);
    });
    const toasts = await screen.findAllByText(/Message \d/);
    expect(toasts.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length).toBe(TOAST.visibleToasts),
    );

    const closeButtons = screen.getAllByRole('button', { name: /close/i });
    expect(closeButtons.length).toBeGreaterThanOrEqual(TOAST.visibleToasts);
    await user.click(closeButtons[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Message 5')).not.toBeInTheDocument());
  });
});
