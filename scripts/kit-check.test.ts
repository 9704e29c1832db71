/** The kit's README and handlers agree with what the kit check runs and the pact names. */
import { providerStates } from '@mbo/contracts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { STATES } from '../contracts/kit/verify';
import { quickStart } from './kit-check';

const readme = readFileSync(fileURLToPath(new URL('../contracts/kit/README.md', import.meta.url)), 'utf8');

it('the quick start is the first sh block: three commands, install then verify', () => {
  const commands = quickStart(readme)
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'));
  expect(commands).toHaveLength(3);
  expect(commands[0]).toMatch(/^npm install\b/);
  expect(commands.at(-1)).toBe('npm run verify');
});

it('the kit has a handler for every provider state, and no other', () => {
  expect(Object.keys(STATES).sort()).toEqual(Object.values(providerStates).sort());
});

it('the README lists every provider state', () => {
  for (const state of Object.values(providerStates)) expect(readme).toContain(`\`${state}\``);
});
