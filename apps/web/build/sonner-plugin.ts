import type { Plugin } from 'vite';
// A relative import: Vite bundles its config with npm packages left external, and Node cannot load TypeScript.
import { TOAST } from '../../../packages/shared/src/constants/index';

const SONNER_BUNDLE = /node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/** Rewrites sonner's bundle: no runtime <style> injection (our CSP forbids it) and the swipe threshold of `TOAST`. */
export function transformSonner(code: string): string {
  return code
    .replace('function __insertCSS(code) {', 'function __insertCSS(code) { return;')
    .replace(/const SWIPE_THRESHOLD = \d+;/, `const SWIPE_THRESHOLD = ${TOAST.swipeThresholdPx};`);
}

export function sonnerPlugin(): Plugin {
  return {
    name: 'sonner-csp-and-constants',
    enforce: 'pre',
    transform(code, id) {
      return SONNER_BUNDLE.test(id) ? transformSonner(code) : undefined;
    },
  };
}
