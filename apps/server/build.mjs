// Bundles the server (and the shared TypeScript it imports) into dist/server.js for `npm start`, and the migration
// command into dist/migrate.js (`node apps/server/dist/migrate.js`: `npm run db:migrate` without tsx, for deployments).
// npm packages stay external: PGlite's WASM, argon2 and sharp load their own files at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@app/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'src/server.ts', migrate: 'src/db/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('server bundled to apps/server/dist/server.js (and migrate.js)');
