/** The console's calls: every one is an entry of the mock tools table, typed by it. */
import { buildPath } from '@mbo/contracts/paths';
import { mockTools, type MockToolInput, type MockToolName, type MockToolOutput } from '../src/mock/tools';

/** A call that did not succeed: the error envelope's message and field errors, or no answer at all. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * The sandbox the console works in, as the server wrote it on the page's root (SANDBOXES=on):
 * every call names it, so two tabs bound to two sandboxes never mix. Off: none, and no header.
 */
const root = typeof document === 'undefined' ? null : document.getElementById('root');
export const sandbox = {
  on: root?.dataset.sandboxes === 'on',
  name: root?.dataset.sandbox || null,
  /** A name the address gave that no sandbox has (removed, or mistyped). */
  missing: root?.dataset.missing || null,
};

/** The console's own address in its sandbox, to start links to this server's pages with. */
export const sandboxBase = sandbox.name ? `/__mock/s/${encodeURIComponent(sandbox.name)}` : '';

let language = 'en';
/** Answers (error messages) come in the console's language. */
export const setCallLanguage = (lang: string) => {
  language = lang;
};

function query(input: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function call<N extends MockToolName>(
  name: N,
  ...[input]: Record<string, never> extends MockToolInput<N> ? [MockToolInput<N>?] : [MockToolInput<N>]
): Promise<MockToolOutput<N>> {
  const tool = mockTools[name];
  const {
    params,
    query: q,
    body,
  } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  let res: Response;
  try {
    res = await fetch(`${buildPath(tool.path, params)}${query(q)}`, {
      method: tool.method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        ...(sandbox.name ? { 'X-Mock-Sandbox': sandbox.name } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new CallError('', null);
  }
  const payload = (await res.json().catch(() => null)) as { user_message?: unknown; errors?: unknown } | null;
  if (!res.ok) {
    throw new CallError(
      typeof payload?.user_message === 'string' ? payload.user_message : res.statusText,
      res.status,
      (payload?.errors as Record<string, string[]> | undefined) ?? {},
    );
  }
  return payload as MockToolOutput<N>;
}
