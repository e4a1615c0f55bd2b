import { test } from '@playwright/test';
import { coverageAttachment, type CoverageRecord } from '../machine-coverage';

const totals = { states: ['m.a', 'm.b'], transitions: ['m.a --go--> m.b', 'm.b --back--> m.a'] };

/** A test that walked `reached` of machine m; FIXTURE_SKIP_BACK leaves m.b --back--> m.a unwalked everywhere. */
export function walkTest(title: string, reached: string[]): void {
  test(title, async ({}, testInfo) => {
    const walked = process.env.FIXTURE_SKIP_BACK ? reached.filter((item) => !item.includes('--back-->')) : reached;
    const record: CoverageRecord = {
      machine: 'm',
      test: title,
      totals,
      unreachable: {},
      states: walked.filter((item) => !item.includes('-->')),
      transitions: walked.filter((item) => item.includes('-->')),
    };
    await testInfo.attach(coverageAttachment, { body: JSON.stringify(record), contentType: 'application/json' });
  });
}
