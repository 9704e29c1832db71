/**
 * The heaviest frames of a V8 CPU profile (`node --cpu-prof`, or `BENCH_PROFILE=<dir> npm run
 * bench`): self time per function, and the share of all samples spent inside the repositories
 * (src/repo/, SQLite's native calls included).
 *
 *   tsx bench/profile-top.ts <file.cpuprofile> [count]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `file.ts:12 name`, with the path cut to what follows the last src/ or node_modules/. */
function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const short = url.replace(/^.*\/(node_modules|src|bench)\//, '$1/').replace(/^file:\/\//, '');
  const name = functionName || '(anonymous)';
  return short ? `${name} ${short}:${lineNumber + 1}` : name;
}

export function profileTop(profile: Profile, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inRepo = new Map<number, boolean>();
  const isInRepo = (id: number): boolean => {
    const known = inRepo.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const value = /\/src\/repo\//.test(byId.get(id)!.callFrame.url) || (up !== undefined && isInRepo(up));
    inRepo.set(id, value);
    return value;
  };
  const self = new Map<string, number>();
  let total = 0;
  let repo = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    total += dt;
    if (isInRepo(id)) repo += dt;
    const key = frameName(frame);
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return {
    top: top.map(([name, us]) => ({ name, share: us / total })),
    busyMs: total / 1000,
    idleMs: idle / 1000,
    repoShare: repo / total,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const [file, count = '10'] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [count]');
  const r = profileTop(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(count));
  console.log(
    `${file}: ${r.busyMs.toFixed(0)} ms busy (${r.idleMs.toFixed(0)} ms idle), ${(r.repoShare * 100).toFixed(1)} % inside src/repo/`,
  );
  for (const [i, f] of r.top.entries())
    console.log(`${String(i + 1).padStart(3)}. ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.name}`);
}
