/**
 * The app's CSP allows no eval, and zod's compiled fast path probes `new Function` when its first
 * object schema is built: the browser refuses and reports it (a CSP violation on every screen with
 * a form, which Lighthouse counts against best practices). With `jitless`, zod validates the same
 * way without the probe.
 *
 * Set through the global object zod keeps its settings in (`globalThis.__zod_globalConfig`, which
 * it shares between copies of itself) rather than `z.config`: importing zod here would put it into
 * the entry, which the sign-in downloads before its form works. The entry imports this module
 * first, before any schema exists; zod-config.test.ts fails if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
