/**
 * A command run from a check script (the kit's quick start, the Specmatic CLI) with its output
 * gathered, and that output printed set off under the line that introduces it.
 */
import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command; its stdout and stderr, as one text in the order they came, and its exit status. */
export function runGathered(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'>,
): Promise<{ status: number | null; output: string }> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  return new Promise((done) => child.on('close', (status) => done({ status, output })));
}

/** Text indented under a heading line, each line marked as quoted output. */
export const indent = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => `  | ${l}`)
    .join('\n');
