/**
 * A section of a long page (a policy, the FAQs, the help centre) that the browser lays out and paints only when it
 * comes near the screen (`content-visibility: auto`); until then it keeps the height it last had, or about a screen's
 * worth. Such a section stays in the accessibility tree, in the browser's find and in the page's links (`#id`).
 *
 * On a phone the first layout of `/hi/faqs` covered every answer of the page; it was the longest task before the
 * first paint, and the app's render laid the page out again when it took over.
 *
 * The section clips what it paints to its box plus its padding, so the padding, taken back by the same negative
 * margin, leaves room for the focus outline of a link at its edge.
 */
export const LAID_OUT_NEAR_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem] -m-1 p-1';
