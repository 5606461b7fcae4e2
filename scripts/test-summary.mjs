// Totals every JSON report in a folder (Vitest and Playwright) and prints one plain line:
// `N passed, N failed` (and `, N skipped` when any). Exits 1 when a report is missing tests or failed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest (Jest-compatible JSON). A file that failed to load counts as a failure too.
    passed += report.numPassedTests;
    failed +=
      report.numFailedTests + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    if (report.errors?.length) failed += report.errors.length;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
