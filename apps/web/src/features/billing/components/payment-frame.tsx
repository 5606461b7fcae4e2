import type { ReactNode } from 'react';
import { BrandName } from './brand-name';

/**
 * The frame of the payment pages (/Payment-Success, /success, /sucessfull, /cancel): the site's bar and footer
 * are hidden there, so the page carries the site's name and one centred card.
 */
export function PaymentFrame({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center bg-accent-50 px-4 py-10 sm:py-16">
      <BrandName />
      <section
        aria-labelledby={labelledBy}
        className="mt-8 flex w-full max-w-xl flex-col items-center gap-4 rounded-card bg-white p-6 text-center shadow-sm sm:p-10"
      >
        {children}
      </section>
    </main>
  );
}
