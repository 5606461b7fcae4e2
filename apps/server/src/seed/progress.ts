/**
 * A plain progress bar on stderr (stdout stays for the summary): done/total, rows per second and time left.
 * On a terminal it redraws one line at most five times a second; elsewhere (CI logs, a pipe) it prints a line
 * every tenth of the way so the log stays short.
 */

export type ProgressStream = { write(text: string): unknown; isTTY?: boolean | undefined };

const number = (value: number) => Math.round(value).toLocaleString('en-AU');

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** One line of the bar: `members [#####.....]  45%  450,000/1,000,000  12,345/s  ETA 0:45`. */
export function formatProgress(label: string, done: number, total: number, elapsedSeconds: number, width = 28): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * width);
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const eta = done >= total ? 0 : rate > 0 ? (total - done) / rate : Number.NaN;
  return `${label.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${number(done)}/${number(total)}  ${number(rate)}/s  ETA ${formatDuration(eta)}`;
}

export function createProgressBar(label: string, stream: ProgressStream, now: () => number = () => performance.now()) {
  const started = now();
  let lastDraw = -Infinity;
  let lastTenth = -1;
  const elapsed = () => (now() - started) / 1000;
  return {
    update(done: number, total: number) {
      if (stream.isTTY) {
        const time = now();
        if (time - lastDraw < 200 && done < total) return;
        lastDraw = time;
        stream.write(`\r${formatProgress(label, done, total, elapsed())}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${formatProgress(label, done, total, elapsed())}\n`);
      }
    },
    finish(done: number, total: number) {
      const line = formatProgress(label, done, total, elapsed());
      if (stream.isTTY) stream.write(`\r${line}\n`);
      else if (lastTenth < 10) stream.write(`${line}\n`);
    },
  };
}
