/** What tools and readers of openapi.json rely on beyond its validity (Spectral checks the rest in CI). */
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument } from './openapi';

interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; description?: string }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown; schema?: { $ref?: string } }> }>;
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

  it('has an example of every JSON request and every success answer (npm run examples -w @mbo/mock-server)', () => {
    for (const op of operations) {
      const json = op.requestBody?.content['application/json'];
      if (json) expect(json.example, `${op.operationId} request`).toBeDefined();
      const status = String(endpoints[op.operationId as keyof typeof endpoints].status);
      const answer = Object.values(op.responses[status]?.content ?? {})[0];
      expect(answer?.example, `${op.operationId} answer`).toBeDefined();
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
