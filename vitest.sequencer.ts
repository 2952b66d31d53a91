import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The default order (longest first from the last run's cache, else the largest file first) but the `*-long`
 * projects first of all. On a fresh clone there is no cache, and the long property files are three-line files
 * that would otherwise start last and leave one core idle at the end of the run.
 */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification): boolean => f.project.name.endsWith('-long');
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}
