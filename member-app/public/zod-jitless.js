/**
 * Runs before the app (a classic script in index.html, before the app's module scripts): zod 4 compiles parsers with
 * `new Function` when it may, and probes that with `Function('')` as each object schema is made. Our
 * Content-Security-Policy forbids eval, so the probe would be refused and reported as a CSP violation.
 * zod reads its settings from `globalThis.__zod_globalConfig`; `jitless` skips the probe. This module
 * is a plain file (public/, not bundled): a module entry would run after the chunks it is bundled with.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
