import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument } from './openapi';
import { renderCacheTagsModule, renderRoutesModule } from './routes-module';

describe('openapi.json', () => {
  it('is up to date with the endpoint table (run `npm run openapi -w @mbo/contracts`)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('has one operation per table entry', () => {
    const doc = buildOpenApiDocument();
    const ops = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ops.sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('routes.ts', () => {
  it('is up to date with the endpoint table (run `npm run generate -w @mbo/contracts`)', () => {
    expect(readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')).toBe(renderRoutesModule());
  });
});

describe('cache-tags.ts', () => {
  it('is up to date with the endpoint table (run `npm run generate -w @mbo/contracts`)', () => {
    expect(readFileSync(new URL('./cache-tags.ts', import.meta.url), 'utf8')).toBe(renderCacheTagsModule());
  });
});
