import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOAST } from '@app/shared';
import { transformSonner } from './sonner-plugin';

const require = createRequire(import.meta.url);
const sonnerBundle = readFileSync(path.join(path.dirname(require.resolve('sonner')), 'index.mjs'), 'utf8');

describe('sonner build transform (runs on the installed sonner)', () => {
  it('sets the spec swipe threshold and turns the inline <style> injection off', () => {
    expect(sonnerBundle).toMatch(/const SWIPE_THRESHOLD = \d+;/);
    const out = transformSonner(sonnerBundle);
    expect(out).toContain(`const SWIPE_THRESHOLD = ${TOAST.swipeThresholdPx};`);
    expect(out).toContain('function __insertCSS(code) { return;');
  });

  it('leaves the default toast width at the spec value', () => {
    expect(sonnerBundle).toContain(`const TOAST_WIDTH = ${TOAST.widthPx};`);
  });
});
