import { config } from 'zod';

/**
 * The app's CSP allows no eval, and zod's compiled fast path probes `new Function` when its first
 * object schema is built: the browser refuses and reports it (a CSP violation on every screen with
 * a form, which Lighthouse counts against best practices). Without it, zod validates the same way.
 * Imported first by the entry, before any schema exists.
 */
config({ jitless: true });
