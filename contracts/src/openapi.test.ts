/** What tools and readers of openapi.json rely on beyond its validity (Spectral checks the rest in CI). */
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument, EXAMPLES } from './openapi';

interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; description?: string; examples?: Record<string, { value: unknown }> }[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<
    string,
    {
      content?: Record<
        string,
        { example?: unknown; examples?: Record<string, { value: unknown }>; schema?: { $ref?: string } }
      >;
    }
  >;
}

const doc = buildOpenApiDocument() as unknown as {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { description?: string }> };
};
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('openapi.json', () => {
  it('describes every operation, and groups each under a tag the document defines', () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const op of operations) {
      expect(op.summary, op.operationId).toBeTruthy();
      expect(op.description, op.operationId).toBeTruthy();
      expect(op.tags.length, op.operationId).toBe(1);
      expect(tags.has(op.tags[0]!), `${op.operationId}: tag ${op.tags[0]} (add it to TAGS)`).toBe(true);
    }
  });

  it('describes every named schema and every parameter (contracts/src/openapi-text.ts)', () => {
    const bare = Object.entries(doc.components.schemas).filter(([, s]) => !s.description);
    expect(bare.map(([name]) => name)).toEqual([]);
    const params = operations.flatMap((op) =>
      (op.parameters ?? []).filter((p) => !p.description).map((p) => `${op.operationId}: ${p.name}`),
    );
    expect(params).toEqual([]);
  });

  it('pairs a named example of every JSON request with its answer (npm run examples -w @mbo/mock-server)', () => {
    for (const op of operations) {
      const named = EXAMPLES[op.operationId] ?? {};
      expect(Object.keys(named).length, `${op.operationId} has no example`).toBeGreaterThan(0);
      const status = String(endpoints[op.operationId as keyof typeof endpoints].status);
      expect(
        Object.values(named).some((e) => String(e.status) === status),
        `${op.operationId}: no success example`,
      ).toBe(true);
      for (const [name, example] of Object.entries(named)) {
        const json = op.requestBody?.content['application/json'];
        if (json) expect(json.examples?.[name]?.value, `${op.operationId} request ${name}`).toEqual(example.request);
        const answer = Object.values(op.responses[example.status]?.content ?? {})[0];
        expect(answer?.examples?.[name]?.value, `${op.operationId} answer ${name}`).toEqual(example.response);
        expect(
          answer?.example,
          `${op.operationId} ${example.status}: example and examples exclude each other`,
        ).toBeUndefined();
        for (const p of op.parameters ?? []) {
          const given = (p.in === 'path' ? example.params : example.query)?.[p.name];
          expect(p.examples?.[name]?.value, `${op.operationId} ${p.name} ${name}`).toEqual(given);
        }
      }
    }
  });

  it('answers every error in the one envelope schema', () => {
    for (const op of operations) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(answer.content?.['application/json']?.schema, `${op.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });
});
