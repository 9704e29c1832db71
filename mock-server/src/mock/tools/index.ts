/**
 * The mock server's own tools under /__mock (fault rules, the demo console's calls): mock-only,
 * never part of the API contract, its OpenAPI document or its pact.
 */
export * from './fault-rules';
export * from './schemas';
export * from './table';
