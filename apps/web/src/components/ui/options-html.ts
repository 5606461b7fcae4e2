import type { Option } from './inputs';

/**
 * A long option list (countries, some 250) as one HTML string for a native select's `dangerouslySetInnerHTML`.
 * The browser parses it in one step; as React elements, every option was a fiber, a DOM call and a text node, and
 * two country lists arriving while a step loads made its longest tasks (docs/performance.md). React still controls
 * the select's value: it selects the matching option after every update. Values and labels are escaped.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** `<option value="">first</option>` followed by the options, in order. */
export function optionsHtml(first: string, options: readonly Option[]): string {
  let html = `<option value="">${escape(first)}</option>`;
  for (const option of options) html += `<option value="${escape(option.value)}">${escape(option.label)}</option>`;
  return html;
}
