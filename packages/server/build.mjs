// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in;
// npm dependencies stay external and load from node_modules (PGlite needs its own files). Then makes
// dist/pglite-base, the migrated database a first start on PGlite copies (src/db/pglite-base.ts).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'make-pglite-base': 'src/db/make-pglite-base.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-deps',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@barterbits/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

const made = spawnSync(process.execPath, ['dist/make-pglite-base.js', 'dist/pglite-base'], {
  stdio: 'inherit',
});
if (made.status !== 0) process.exit(made.status ?? 1);
