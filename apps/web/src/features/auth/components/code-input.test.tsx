import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput, emptyCode } from './code-input';

function Harness({ error }: { error?: string }) {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <CodeInput digits={digits} onChange={setDigits} label="Six-digit code" error={error} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('CodeInput: six single-digit boxes', () => {
  it('labels each box, asks for the numeric keypad, and offers one-time-code autofill on the first', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Six-digit code' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next box after each digit and ignores anything that is not a digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(code()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('Backspace on an empty box clears the previous one and moves there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('pasting all six digits (even with spaces or dashes) fills every box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('482 - 913');
    expect(code()).toBe('482913');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(box(6)).toHaveFocus();
  });

  it('a full code pasted into a later box still starts at the first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('123456');
    expect(code()).toBe('123456');
  });

  it('autofill that writes the whole code into the first box spreads it over the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(code()).toBe('654321');
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('7');
    expect(code()).toBe('72');
  });

  it('marks the boxes invalid and announces the error', () => {
    render(<Harness error="That code doesn’t match." />);
    expect(screen.getByRole('alert')).toHaveTextContent('That code doesn’t match.');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Six-digit code' })).toHaveAccessibleDescription(
      'That code doesn’t match.',
    );
  });
});
