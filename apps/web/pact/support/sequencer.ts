import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The pact-file check compares what the other files wrote, so it runs last. */
export class PactFileLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    const isCheck = (f: TestSpecification) => f.moduleId.endsWith('pact-file.test.ts');
    return [...sorted.filter((f) => !isCheck(f)), ...sorted.filter(isCheck)];
  }
}
