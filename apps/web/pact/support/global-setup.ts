import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run writes the pact: empty at the start, because Pact merges into an existing file. */
    pactDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'merchant-pact-'));
  project.provide('pactDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
