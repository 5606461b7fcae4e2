import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { cn } from '../../../components/ui/cn';
import { FieldError } from '../../../components/ui/field';

export const CODE_LENGTH = 6;

export type CodeInputHandle = { focus: (index?: number) => void };

type CodeInputProps = {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Puts the caret in the first box when the screen opens (the code is the only thing to do there). */
  focusOnMount?: boolean;
  ref?: Ref<CodeInputHandle>;
};

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Six single-digit boxes: numeric keypad, typing moves to the next box, Backspace on an empty box goes back,
 * pasting (or the phone's one-time-code autofill) spreads the digits over the boxes.
 */
export function CodeInput({ digits, onChange, label, error, disabled, focusOnMount, ref }: CodeInputProps) {
  const { t } = useTranslation(authMessages);
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = error ? `${id}-error` : undefined;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (focusOnMount) boxes.current[0]?.focus();
  }, [focusOnMount]);

  useImperativeHandle(ref, () => ({
    focus: (index?: number) =>
      focusBox(
        index ??
          Math.max(
            0,
            digits.findIndex((digit) => !digit),
          ),
      ),
  }));

  /** Writes `incoming` digits from box `start` on; returns the box to focus next. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let position = start;
    for (const digit of incoming) {
      if (position >= CODE_LENGTH) break;
      next[position] = digit;
      position += 1;
    }
    onChange(next);
    return Math.min(position, CODE_LENGTH - 1);
  };

  const handleChange = (index: number, raw: string) => {
    let incoming = raw.replace(/\D/g, '');
    const current = digits[index];
    // Typing into a box that already holds a digit (caret beside it): the new digit replaces the old.
    if (current && incoming.length === 2 && incoming.includes(current)) incoming = incoming.replace(current, '');
    if (!incoming) {
      if (!raw) {
        const next = [...digits];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    // A full code typed or autofilled into one box fills them all from the first.
    const start = incoming.length >= CODE_LENGTH ? 0 : index;
    focusBox(fill(start, incoming));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const incoming = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!incoming) return;
    focusBox(fill(incoming.length >= CODE_LENGTH ? 0 : index, incoming));
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId} className="grid grid-cols-6 gap-2">
        {digits.map((digit, index) => (
          <input
            // The boxes are positional: the index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.code.digit', { index: index + 1, total: CODE_LENGTH })}
            aria-invalid={Boolean(error)}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'h-12 w-full min-w-0 rounded-lg border border-ink-500/40 bg-white text-center text-xl font-semibold text-ink-900',
              'focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-100 aria-[invalid=true]:border-danger-600',
              'sm:h-14 sm:text-2xl',
            )}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
