/**
 * Imported by each app's entry (main.tsx) before any module that loads zod: zod 4 compiles parsers with
 * `new Function` when it may, and probes that with `Function('')` as each object schema is made. Our
 * Content-Security-Policy forbids eval, so the probe would be refused and reported as a CSP violation. zod
 * reads its settings from `globalThis.__zod_globalConfig`; `jitless` skips the probe. The entries load zod
 * only later (with the app's start, boot.tsx), so setting it first is in time, and no page has a blocking
 * script for it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
