import { describe, expect, it } from 'vitest';
import { createProgressBar, formatDuration, formatProgress } from './progress';

describe('progress', () => {
  it('shows done, total, rate and time left', () => {
    expect(formatProgress('members', 250_000, 1_000_000, 50, 10)).toBe(
      'members   [###.......]  25%  250,000/1,000,000  5,000/s  ETA 2:30',
    );
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('--:--');
  });

  it('prints a line per tenth when stderr is not a terminal', () => {
    const lines: string[] = [];
    let clock = 0;
    const bar = createProgressBar('members', { write: (text: string) => lines.push(text), isTTY: false }, () => clock);
    for (let done = 0; done <= 1000; done += 50) {
      clock += 1000;
      bar.update(done, 1000);
    }
    bar.finish(1000, 1000);
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toMatch(/100%\s+1,000\/1,000/);
  });
});
