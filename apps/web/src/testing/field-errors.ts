import type { FieldErrors } from 'react-hook-form';

/** Every message of a resolver's errors, by field path ("schedule.end_time", "informations.1"). */
export function messagesByField(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const e = node as { message?: unknown; type?: unknown };
    if (typeof e.message === 'string' && typeof e.type === 'string') out[path.join('.')] = e.message;
    for (const [k, v] of Object.entries(node)) if (k !== 'ref') walk(v, [...path, k]);
  };
  walk(errors, []);
  return out;
}
