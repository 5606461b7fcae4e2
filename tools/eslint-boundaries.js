// A small in-repo ESLint rule for the import boundaries (docs/ARCHITECTURE.md):
// - packages/shared imports no app;
// - in apps/web, a feature imports no other feature (features/content, static documents, is open to all),
//   features import nothing from app/ (test code may use the app's providers), and lib/ and components/ import no feature and nothing from app/;
// - in apps/server, the kernel (src/lib/, ADR 014) imports no module, no plugin and not the app; the database layer
//   (src/db/: connection, schema, migrations, reference rows) imports none of those either, nor the kernel; a
//   module imports another only through its face (`modules/<name>/index.ts`), except the composition files at the
//   root of modules/ (routes, after-write hooks, erasers), test code and test-support helpers.
// It resolves relative specifiers itself, so it needs no resolver package.
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const web = path.join(repoRoot, 'apps/web/src');
const server = path.join(repoRoot, 'apps/server/src');
const shared = path.join(repoRoot, 'packages/shared');
const OPEN_FEATURES = new Set(['content']);
const isServerTestCode = (file) => /\.test\.ts$/.test(file) || /(test-support|testing)\.ts$/.test(file);

const inside = (file, dir) => file === dir || file.startsWith(`${dir}${path.sep}`);
const featureOf = (file) => {
  const rest = path.relative(path.join(web, 'features'), file);
  return rest.startsWith('..') ? undefined : rest.split(path.sep)[0];
};

/** Why `from` may not import `target` (an absolute path or a package name), or undefined when it may. */
export function boundaryViolation(from, specifier) {
  const target = specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (inside(from, shared)) {
    if (/^@app\/(web|server|e2e)\b/.test(specifier) || (target && inside(target, path.join(repoRoot, 'apps')))) {
      return 'packages/shared must not import an app.';
    }
    return undefined;
  }
  if (target && inside(from, path.join(server, 'lib')) && !/\.test\.ts$/.test(from)) {
    const upward = ['modules', 'plugins', 'app', 'server'].some((part) => inside(target, path.join(server, part)));
    if (upward) return 'The server kernel (lib/) imports no module, no plugin and not the app (ADR 014).';
  }
  if (target && inside(from, path.join(server, 'db')) && !/\.test\.ts$/.test(from)) {
    const upward = ['modules', 'plugins', 'lib', 'seed', 'app', 'server'].some((part) =>
      inside(target, path.join(server, part)),
    );
    if (upward) return 'The database layer (db/) imports no module, kernel, plugin, seed or app (ADR 014).';
  }
  const modules = path.join(server, 'modules');
  if (target && inside(from, modules) && inside(target, modules) && !isServerTestCode(from)) {
    const [fromModule, ...fromRest] = path.relative(modules, from).split(path.sep);
    const [toModule, ...toRest] = path.relative(modules, target).split(path.sep);
    const face = toRest.length === 0 || (toRest.length === 1 && toRest[0] === 'index');
    if (fromRest.length > 0 && toModule !== fromModule && !face) {
      return `A module imports another only through its face (${fromModule} → ${toModule}/index.ts, ADR 014).`;
    }
  }
  if (!target || !inside(from, web)) return undefined;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  const toApp = inside(target, path.join(web, 'app'));
  // Test code may render a feature inside the real app providers.
  const isTestCode = /\.test\.tsx?$/.test(from) || from.includes(`${path.sep}testing${path.sep}`);
  if (fromFeature) {
    if (toApp && !isTestCode) return 'A feature imports nothing from app/.';
    if (toFeature && toFeature !== fromFeature && !OPEN_FEATURES.has(toFeature)) {
      return `A feature imports no other feature (${fromFeature} → ${toFeature}): compose them in app/.`;
    }
  }
  if ((inside(from, path.join(web, 'lib')) || inside(from, path.join(web, 'components'))) && (toFeature || toApp)) {
    return 'Shared web code (lib/, components/) imports no feature and nothing from app/.';
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between shared, app and features' }, schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const message = boundaryViolation(file, node.source.value);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};

export const boundariesPlugin = { rules: { imports: rule } };
