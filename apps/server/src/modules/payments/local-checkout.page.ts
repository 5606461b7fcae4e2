import type { Brand } from '@app/shared/brand';
import { escapeHtml } from '../../lib/mail/compose';
import type { CardField, CardFields } from './local-checkout';

/**
 * The local checkout's HTML: small, server-rendered, no script at all, and styled only by its own stylesheet
 * (`LOCAL_CHECKOUT_CSS_PATH`) so it runs under the site's CSP (`style-src 'self'`, `script-src 'self'`,
 * `form-action 'self'`).
 */

export const LOCAL_CHECKOUT_CSS_PATH = '/api/v1/payment-process/local-checkout.css';

export const LOCAL_CHECKOUT_CSS = `
:root { color-scheme: light; --brand: #007eaf; --ink: #1d2433; --muted: #5b6475; --error: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
  background: #e6f2f7; line-height: 1.5; }
header { background: var(--brand); color: #fff; padding: 0.75rem 1rem; font-weight: 700; }
main { max-width: 30rem; margin: 1.5rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem;
  box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
.amount { font-size: 1.6rem; font-weight: 700; margin: 0 0 1rem; }
.banner { background: #fff4d6; border: 1px solid #e6b800; border-radius: 0.5rem; padding: 0.6rem 0.8rem; margin: 0 0 1rem; }
.problem { background: #fdecea; border: 1px solid var(--error); border-radius: 0.5rem; padding: 0.6rem 0.8rem; margin: 0 0 1rem; }
.field { margin: 0 0 0.9rem; }
.row { display: flex; gap: 0.75rem; }
.row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { width: 100%; font: inherit; padding: 0.55rem 0.65rem; border: 1px solid #8a93a6; border-radius: 0.4rem; }
input:focus { outline: 3px solid #8fd3ee; outline-offset: 1px; border-color: var(--brand); }
input[aria-invalid="true"] { border-color: var(--error); }
.error { color: var(--error); margin: 0.25rem 0 0; font-size: 0.95rem; }
button { width: 100%; font: inherit; font-weight: 700; color: #fff; background: var(--brand); border: 0;
  border-radius: 0.4rem; padding: 0.7rem; cursor: pointer; }
button:focus { outline: 3px solid #8fd3ee; outline-offset: 2px; }
.muted { color: var(--muted); }
.amount .muted { font-size: 1rem; font-weight: 400; }
a { color: var(--brand); }
p.links { margin: 1rem 0 0; text-align: center; }
`;

function layout(brand: Brand, title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – ${escapeHtml(brand.siteName)}</title>`,
    // The site's icon (without it the browser asks for /favicon.ico, which the site does not have).
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${LOCAL_CHECKOUT_CSS_PATH}">`,
    '</head><body>',
    `<header>${escapeHtml(brand.siteName)}</header>`,
    `<main>${body}</main>`,
    '</body></html>',
  ].join('\n');
}

export type CheckoutPageInput = {
  brand: Brand;
  sessionId: string;
  /** "Premium (Monthly)". */
  product: string;
  /** "A$29.99". */
  amount: string;
  cancelUrl: string;
  values?: Partial<CardFields>;
  errors?: Partial<Record<CardField, string>>;
  declined?: boolean;
};

const FIELDS: ReadonlyArray<{
  name: CardField;
  label: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  keep: boolean;
}> = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '4242 4242 4242 4242',
    keep: true,
  },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM/YY',
    keep: true,
  },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    placeholder: '123',
    keep: false,
  },
  { name: 'name', label: 'Name on card', autocomplete: 'cc-name', keep: true },
];

function field(spec: (typeof FIELDS)[number], input: CheckoutPageInput): string {
  const error = input.errors?.[spec.name];
  const value = spec.keep ? (input.values?.[spec.name] ?? '') : '';
  const errorId = `${spec.name}-error`;
  return [
    '<div class="field">',
    `<label for="${spec.name}">${escapeHtml(spec.label)}</label>`,
    `<input id="${spec.name}" name="${spec.name}" type="text" required autocomplete="${spec.autocomplete}"`,
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : '',
    spec.placeholder ? ` placeholder="${escapeHtml(spec.placeholder)}"` : '',
    ` value="${escapeHtml(value)}"`,
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '',
    '>',
    error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('');
}

/** The payment form, with the member's earlier values and any field errors or a decline. */
export function checkoutPage(input: CheckoutPageInput): string {
  const errorCount = Object.keys(input.errors ?? {}).length;
  const problem = input.declined
    ? '<div class="problem" role="alert"><strong>Your card was declined.</strong> No money was taken. Please try another card.</div>'
    : errorCount > 0
      ? `<div class="problem" role="alert">Please correct the ${errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.</div>`
      : '';
  const [cardNumber, expiry, cvc, name] = FIELDS as [
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
  ];
  const body = [
    '<p class="banner" role="note"><strong>Test checkout — no real payment is taken;</strong> use card 4242 4242 4242 4242, any future expiry date and any 3 digits.</p>',
    `<h1>Pay for ${escapeHtml(input.product)}</h1>`,
    `<p class="amount">${escapeHtml(input.amount)} <span class="muted">incl. GST</span></p>`,
    problem,
    `<form method="post" action="/api/v1/payment-process/local-checkout/${escapeHtml(input.sessionId)}/pay" novalidate>`,
    field(cardNumber, input),
    `<div class="row">${field(expiry, input)}${field(cvc, input)}</div>`,
    field(name, input),
    `<button type="submit">Pay ${escapeHtml(input.amount)}</button>`,
    '</form>',
    `<p class="links"><a href="${escapeHtml(input.cancelUrl)}">Cancel and go back</a></p>`,
  ].join('\n');
  return layout(input.brand, `Pay for ${input.product}`, body);
}

/** A page with a message and one link (expired, not found, already paid). */
export function messagePage(brand: Brand, title: string, message: string, link: { href: string; label: string }) {
  return layout(
    brand,
    title,
    [
      `<h1>${escapeHtml(title)}</h1>`,
      `<p>${escapeHtml(message)}</p>`,
      `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ].join('\n'),
  );
}
