// What `npm test` says at the end, read from each runner's JSON report: each step against its budget
// (the README's "Test budgets" table is the one place the budgets live), its slowest files, and its
// failed tests with the first lines of their errors (CI shows only the end of the log).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './stack.mjs';

export const TIMINGS_DIR = path.join(ROOT, 'emulators', 'artifacts', 'timings');

/** The README's budget table: `| step | seconds |` rows under "## Test budgets", by step name. */
export function readBudgets(readme = path.join(ROOT, 'README.md')) {
  const text = readFileSync(readme, 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('Test budgets'));
  const budgets = new Map();
  for (const line of (section ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const seconds = Number(cells[2]);
    if (cells.length >= 4 && cells[1] && Number.isFinite(seconds) && seconds > 0) budgets.set(cells[1], seconds);
  }
  return budgets;
}

/** Seconds each test file took, from a Vitest JSON report (its jest-style testResults). */
function vitestFiles(report) {
  return (report.testResults ?? []).map((r) => ({ file: r.name, seconds: (r.endTime - r.startTime) / 1000 }));
}

/** Seconds each spec file took, from a Playwright JSON report (the sum of its tests' runs). */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const file = path.join(report.config?.rootDir ?? '', spec.file);
          byFile.set(file, (byFile.get(file) ?? 0) + result.duration / 1000);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

/** The `count` slowest files of a runner's JSON report, or [] when there is none. */
export function slowestFiles(reportPath, count = 5) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const files = 'testResults' in report ? vitestFiles(report) : playwrightFiles(report);
  return files
    .map(({ file, seconds }) => ({ file: path.relative(ROOT, path.resolve(ROOT, file)), seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

// Vitest's JSON report keeps only the stack of a timeout, whose first line is its placeholder.
const TIMEOUT_PLACEHOLDER = 'Error: STACK_TRACE_ERROR';
const firstLines = (text, count = 6) =>
  stripVTControlCharacters(String(text ?? ''))
    .replace(TIMEOUT_PLACEHOLDER, 'Error: timed out (the test or one of its hooks passed its time limit)')
    .split('\n')
    .filter((l) => !l.includes('node_modules'))
    .slice(0, count)
    .join('\n        ');

/** The failed tests of a runner's JSON report, each as 'file › title' and its error's first lines. */
export function failedTests(reportPath) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const failed = [];
  if ('testResults' in report) {
    for (const file of report.testResults ?? []) {
      const name = path.relative(ROOT, file.name);
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed')
          failed.push({ test: `${name} › ${t.fullName}`, error: firstLines(t.failureMessages?.[0]) });
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
        failed.push({ test: name, error: firstLines(file.message) });
    }
    return failed;
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== 'passed' && result.status !== 'skipped')
            failed.push({ test: `${spec.file} › ${spec.title}`, error: firstLines(result.error?.message) });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failed;
}
