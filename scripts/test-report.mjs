// Sums the JSON reports of one `pnpm test` run (Vitest's and Playwright's) into the counts of the summary line, and
// names every failed and flaky test with the first lines of its error, so that a CI log, which is read from its end
// (and may be cut to its last lines), says which test failed and why.

/** A report's file path relative to the repository's root. */
const relative = (root, file) => (file.startsWith(root) ? file.slice(root.length) : file);

/** So many lines of a failure's first error are printed under its name. */
export const ERROR_LINES = 6;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** The first non-empty lines of an error text, without terminal colours, indented under the test's name. */
function firstLines(text) {
  if (typeof text !== 'string') return [];
  return text
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((l) => `      ${l.trim()}`);
}

/**
 * @param {object} runs
 * @param {string} runs.root the repository's root, with its trailing slash
 * @param {{ report: any, status: number }[]} runs.vitest each Vitest run's JSON report (null when missing) and status
 * @param {{ report: any, status: number }} runs.playwright the browser tests' JSON report (null when missing or skipped)
 */
export function summarize({ root, vitest, playwright }) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const flaky = [];
  /** Failure name → the first lines of its error (only for those that have one). */
  const errors = {};
  for (const { report, status } of vitest) {
    if (!report) {
      if (status !== 0) {
        failed += 1;
        failures.push('a Vitest run ended without its report');
      }
      continue;
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const name = relative(root, file.name);
      const failedHere = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedHere) {
        const failure = `${name} › ${t.fullName}`;
        failures.push(failure);
        const lines = firstLines(t.failureMessages?.[0]);
        if (lines.length > 0) errors[failure] = lines;
      }
      if (failedHere.length === 0 && file.status === 'failed') failures.push(`${name} (the file failed to run)`);
    }
  }
  const pw = playwright.report;
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    skipped += pw.stats.skipped;
    const walk = (suite, file) => {
      const here = suite.file ?? file;
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) {
          const name = `e2e/tests/${here} › ${spec.title}${t.projectName ? ` [${t.projectName}]` : ''}`;
          if (t.status === 'unexpected') {
            failures.push(name);
            const result = (t.results ?? []).find((r) => r.error?.message || r.errors?.length);
            const lines = firstLines(result?.error?.message ?? result?.errors?.[0]?.message);
            if (lines.length > 0) errors[name] = lines;
          } else if (t.status === 'flaky') flaky.push(name);
        }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of pw.suites ?? []) walk(suite, suite.file);
  } else if (playwright.status !== 0) {
    failed += 1;
    failures.push('the browser tests ended without their report');
  }
  const statuses = [...vitest.map((v) => v.status), playwright.status];
  if (failed === 0 && statuses.some((s) => s !== 0)) {
    failed = 1;
    failures.push('a run exited with an error although its report shows no failed test');
  }
  const ok = failed === 0 && statuses.every((s) => s === 0);
  return { passed, failed, skipped, failures, flaky, errors, ok };
}

/** The lines printed at the end of the run; the last one is "N passed, N failed[, N skipped]". */
export function summaryLines({ passed, failed, skipped, failures, flaky, errors = {} }) {
  const lines = [];
  if (flaky.length > 0) lines.push('Flaky (passed on a retry):', ...flaky.map((f) => `  ${f}`));
  if (failures.length > 0) lines.push('Failed:', ...failures.flatMap((f) => [`  ${f}`, ...(errors[f] ?? [])]));
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return lines;
}
