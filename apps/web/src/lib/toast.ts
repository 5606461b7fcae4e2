import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const load = () =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // tried again with the next message
    throw error;
  }));

const show = (kind: 'success' | 'error', message: string) => {
  load().then(
    ({ toast: sonnerToast }) => sonnerToast[kind](message),
    () => undefined,
  );
};

/**
 * The toasts every feature shows, without sonner in any page's first download: the library (about 6 KB gzip)
 * arrives with the first message, as the Toaster that displays them does (app/root-layout.tsx). Messages keep
 * their order; the ones of a download that failed are not shown, and the next message tries again.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
