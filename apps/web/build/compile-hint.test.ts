import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintOnEntry } from './compile-hint';

type Bundle = Record<string, Rollup.OutputChunk | Rollup.OutputAsset>;
const chunk = (fileName: string, code: string, isEntry: boolean) =>
  ({ type: 'chunk', fileName, code, isEntry }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, source: string | Uint8Array) =>
  ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

function run(bundle: Bundle) {
  const hook = compileHintOnEntry().generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('the compile hint on the entry', () => {
  it('puts the hint on the entry’s first line, shifts its source map by that line and compresses it again', () => {
    const code = 'const a=1;\nexport{a};\n//# sourceMappingURL=index-A.js.map';
    const bundle = run({
      'index-A.js': chunk('index-A.js', code, true),
      'index-A.js.map': asset(
        'index-A.js.map',
        JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }),
      ),
      'index-A.js.gz': asset('index-A.js.gz', new Uint8Array([0])),
      'index-A.js.br': asset('index-A.js.br', new Uint8Array([0])),
    });
    const entry = bundle['index-A.js'] as Rollup.OutputChunk;
    expect(entry.code).toBe(`${COMPILE_HINT}\n${code}`);
    const map = JSON.parse(String((bundle['index-A.js.map'] as Rollup.OutputAsset).source)) as Record<string, unknown>;
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA', sources: ['a.ts'] });
    const compressed = (name: string) => (bundle[name] as Rollup.OutputAsset).source as Uint8Array;
    expect(gunzipSync(compressed('index-A.js.gz')).toString()).toBe(entry.code);
    expect(brotliDecompressSync(compressed('index-A.js.br')).toString()).toBe(entry.code);
  });

  it('leaves the lazily loaded chunks alone', () => {
    const bundle = run({ 'page-B.js': chunk('page-B.js', 'export const b=2;', false) });
    expect((bundle['page-B.js'] as Rollup.OutputChunk).code).toBe('export const b=2;');
  });
});
