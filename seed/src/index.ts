export { DEFAULT_ISSUER, seedDatabase, type SeedOptions, type SeedScale, type SeedSummary } from './seed';
export { DEMO_STORES, BACKGROUND_STORES, type DemoStore } from './personas';
export { BULK_STORE, LARGE_TARGETS } from './large';
export { SEED_TABLES, type SeedRow, type SeedTable } from './writer';
