// Totals every JSON report in a folder (Vitest and Playwright) and prints one plain line:
// `N passed, N failed` (and `, N skipped` when any). Exits 1 when a report is missing tests or failed. Each failed
// test is named above that line (file, test and the first line of its error), so the end of a CI log says what failed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'); // terminal colours
const firstLine = (text) =>
  String(text ?? '')
    .replace(ESCAPES, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/** Playwright's failed specs, walking its nested suites. */
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    if (spec.ok === false) {
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      failures.push(`${file}: ${spec.file ?? ''} ${spec.title} — ${firstLine(error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}

for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest (Jest-compatible JSON). A file that failed to load counts as a failure too.
    passed += report.numPassedTests;
    failed +=
      report.numFailedTests + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name ?? '');
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests)
        failures.push(`${file}: ${where} > ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
      if (result.status === 'failed' && failedTests.length === 0)
        failures.push(`${file}: ${where} — ${firstLine(result.message)}`);
    }
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    if (report.errors?.length) failed += report.errors.length;
    for (const error of report.errors ?? []) failures.push(`${file}: ${firstLine(error.message)}`);
    for (const suite of report.suites ?? []) playwrightFailures(suite, file);
  }
}

if (failures.length) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
