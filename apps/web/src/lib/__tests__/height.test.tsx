import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatHeight, formatHeightImperial, HEIGHT_OPTIONS } from '@app/shared/profile/options';
import { useHeightFormat } from '../height';
import { setLanguage } from '../i18n';

/** The server and the shared lists word heights in English (`formatHeight`); the web's English must be that, exactly. */
const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
const format = () => renderHook(() => useHeightFormat(), { wrapper }).result;

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

describe('heights in English', () => {
  it.each(HEIGHT_OPTIONS.map((option) => option.value))('%i cm: the shared English, word for word', (cm) => {
    const result = format();
    expect(result.current.full(cm)).toBe(formatHeight(cm));
    expect(result.current.imperial(cm)).toBe(formatHeightImperial(cm));
  });

  it('labels the forms’ options as the shared list does, with the same values', () => {
    const result = format();
    expect(result.current.options).toEqual(
      HEIGHT_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
    );
  });
});

describe('heights in Hindi and Punjabi', () => {
  it('word feet, inches and centimetres in the language shown', async () => {
    await act(() => setLanguage('hi'));
    const result = format();
    await waitFor(() => expect(result.current?.full(168)).toBe('5 फ़ुट 6 इंच (168 सेमी)'));
    expect(result.current.imperial(152)).toBe('5 फ़ुट');
    await act(() => setLanguage('pa'));
    await waitFor(() => expect(result.current.full(168)).toBe('5 ਫੁੱਟ 6 ਇੰਚ (168 ਸੈ.ਮੀ.)'));
    expect(result.current.options[0]).toEqual({ value: '137', label: '4 ਫੁੱਟ 6 ਇੰਚ (137 ਸੈ.ਮੀ.)' });
  });
});
