import { describe, expect, it } from 'vitest';
import { progressReporter, type UploadPhase } from '../upload';

describe('progressReporter', () => {
  it('moves the bar on every event, announces each quarter once, and says processing when all is sent', () => {
    const phases: UploadPhase[] = [];
    const announced: number[] = [];
    const report = progressReporter(
      (phase) => phases.push(phase),
      (milestone) => announced.push(milestone),
    );
    for (const fraction of [0.1, 0.26, 0.3, 0.5, 0.74, 0.75, null, 1]) {
      report({ loaded: 0, total: 0, fraction });
    }
    expect(announced).toEqual([25, 50, 75, 100]);
    expect(phases[1]).toEqual({ phase: 'uploading', percent: 26 });
    expect(phases.at(-1)).toEqual({ phase: 'processing' });
  });
});
