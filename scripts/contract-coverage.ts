/**
 * How much of the endpoint table the pact pins: every endpoint with the number of interactions
 * that call it, then `pinned: N of M endpoints`. Screens add interactions until N = M.
 */
import { endpointNames, endpoints, type EndpointName } from '@mbo/contracts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pactFile = fileURLToPath(new URL('../contracts/pacts/merchant-web-merchant-api.json', import.meta.url));

interface Interaction {
  description: string;
  request: { method: string; path: string };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A table path with {params} matches any single segment in their place.
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );
const matchers = endpointNames.map((name) => ({
  name,
  method: endpoints[name].method,
  pattern: patternOf(endpoints[name].path),
}));

// Literal paths first, so /subscriptions/my/subscriber is not taken for /subscriptions/{id}.
const specificity = (name: EndpointName) => (endpoints[name].path.includes('{') ? 1 : 0);
const ordered = [...matchers].sort((a, b) => specificity(a.name) - specificity(b.name));

const { interactions } = JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: Interaction[] };
const counts = new Map<EndpointName, number>(endpointNames.map((n) => [n, 0]));
const unknown: string[] = [];
for (const i of interactions) {
  const hit = ordered.find((m) => m.method === i.request.method.toUpperCase() && m.pattern.test(i.request.path));
  if (hit) counts.set(hit.name, counts.get(hit.name)! + 1);
  else unknown.push(`${i.request.method} ${i.request.path} (${i.description})`);
}

const width = Math.max(...endpointNames.map((n) => n.length));
for (const name of endpointNames) {
  const e = endpoints[name];
  const n = counts.get(name)!;
  console.log(`${n > 0 ? '✔' : '·'} ${name.padEnd(width)}  ${String(n).padStart(2)}  ${e.method} ${e.path}`);
}
for (const u of unknown) console.log(`? not in the endpoint table: ${u}`);
const pinned = [...counts.values()].filter((n) => n > 0).length;
console.log(`pinned: ${pinned} of ${endpointNames.length} endpoints`);
if (unknown.length > 0) process.exitCode = 1;
