import { describe, expect, it } from 'vitest';
import { summarize, summaryLines } from './test-report.mjs';

const root = '/ci/repo/';
const vitestReport = (files) => ({
  numPassedTests: files.flatMap((f) => f.tests).filter((t) => t === 'passed').length,
  numFailedTests: files.flatMap((f) => f.tests).filter((t) => t === 'failed').length,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files.map((f) => ({
    name: `${root}${f.name}`,
    status: f.status ?? (f.tests.includes('failed') ? 'failed' : 'passed'),
    assertionResults: f.tests.map((status, i) => ({
      status,
      fullName: `${f.name} case ${i}`,
      failureMessages:
        status === 'failed' ? ['\x1b[31mAssertionError\x1b[39m: expected 1 to be 2\n\n    at a.test.ts:3'] : [],
    })),
  })),
});
const playwrightReport = (tests) => ({
  stats: {
    expected: tests.filter((t) => t.status === 'expected').length,
    unexpected: tests.filter((t) => t.status === 'unexpected').length,
    flaky: tests.filter((t) => t.status === 'flaky').length,
    skipped: tests.filter((t) => t.status === 'skipped').length,
  },
  suites: [
    {
      file: 'lan.spec.ts',
      specs: [],
      suites: [
        {
          title: 'LAN',
          specs: tests.map((t) => ({
            title: t.title,
            tests: [
              {
                projectName: 'chromium',
                status: t.status,
                results:
                  t.status === 'unexpected'
                    ? [{ error: { message: 'Error: expect(locator).toBeVisible()\n1\n2\n3\n4\n5\n6\n7' } }]
                    : [],
              },
            ],
          })),
        },
      ],
    },
  ],
});

describe('the test summary', () => {
  it('sums every run and names each failed and flaky test above the last line', () => {
    const summary = summarize({
      root,
      vitest: [
        { report: vitestReport([{ name: 'apps/server/test/a.test.ts', tests: ['passed', 'failed'] }]), status: 1 },
        { report: vitestReport([{ name: 'packages/engine/test/b.test.ts', tests: ['passed'] }]), status: 0 },
      ],
      playwright: {
        report: playwrightReport([
          { title: 'joins', status: 'expected' },
          { title: 'finds the host', status: 'unexpected' },
          { title: 'reconnects', status: 'flaky' },
        ]),
        status: 1,
      },
    });
    expect(summary).toMatchObject({ passed: 4, failed: 2, skipped: 0, ok: false });
    expect(summaryLines(summary)).toEqual([
      'Flaky (passed on a retry):',
      '  e2e/tests/lan.spec.ts › reconnects [chromium]',
      'Failed:',
      '  apps/server/test/a.test.ts › apps/server/test/a.test.ts case 1',
      '      AssertionError: expected 1 to be 2',
      '      at a.test.ts:3',
      '  e2e/tests/lan.spec.ts › finds the host [chromium]',
      // The first ERROR_LINES lines of the error, no more.
      '      Error: expect(locator).toBeVisible()',
      '      1',
      '      2',
      '      3',
      '      4',
      '      5',
      '4 passed, 2 failed',
    ]);
  });

  it('counts a file that failed to load, a missing report and an error exit with no failed test', () => {
    const summary = summarize({
      root,
      vitest: [
        {
          report: vitestReport([{ name: 'apps/web/src/x.test.tsx', tests: [], status: 'failed' }]),
          status: 1,
        },
        { report: null, status: 1 },
      ],
      playwright: { report: null, status: 0 },
    });
    expect(summary.ok).toBe(false);
    expect(summary.failures).toEqual([
      'apps/web/src/x.test.tsx (the file failed to run)',
      'a Vitest run ended without its report',
    ]);
    const clean = summarize({
      root,
      vitest: [{ report: vitestReport([{ name: 'a.test.ts', tests: ['passed'] }]), status: 1 }],
      playwright: { report: null, status: 0 },
    });
    expect(clean).toMatchObject({ passed: 1, failed: 1, ok: false });
    expect(summaryLines(clean).at(-1)).toBe('1 passed, 1 failed');
  });

  it('is one line when everything passed', () => {
    const summary = summarize({
      root,
      vitest: [{ report: vitestReport([{ name: 'a.test.ts', tests: ['passed', 'passed'] }]), status: 0 }],
      playwright: { report: playwrightReport([{ title: 'ok', status: 'expected' }]), status: 0 },
    });
    expect(summary.ok).toBe(true);
    expect(summaryLines(summary)).toEqual(['3 passed, 0 failed']);
  });
});
