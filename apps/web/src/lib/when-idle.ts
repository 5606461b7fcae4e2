/**
 * Runs `work` when the browser is next idle, or after `timeoutMs` at the latest (where there is no
 * requestIdleCallback, after `fallbackMs`). Returns a cancel function. For work a page can start a moment later
 * without anyone noticing (Web Push, the realtime connection), so it does not lengthen the tasks that make the page
 * usable.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
