// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in;
// npm dependencies stay external and load from node_modules (PGlite needs its own files).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
