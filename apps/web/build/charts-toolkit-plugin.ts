import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const FROM_RECHARTS = /[\\/]node_modules[\\/]recharts[\\/]/;

/**
 * recharts 3 keeps its chart state in a Redux store of its own (Redux Toolkit with the listener middleware,
 * react-redux, reselect). Given our copies, whose modules sit in the app shell, the bundler would render everything
 * recharts uses of them into every page's first load (about 2 KB gzip), although only the console's statistics
 * section draws charts. Its imports of those packages resolve to their other ES builds instead: modules of their
 * own, which land in the statistics chunk. recharts' store and context never meet ours, so two copies are harmless.
 */
/** The packages recharts shares with the app shell, each with its other ES build (a module of its own). */
const OWN_COPIES: Record<string, string> = {
  '@reduxjs/toolkit': 'redux-toolkit.legacy-esm.js',
  'react-redux': 'react-redux.legacy-esm.js',
  reselect: 'reselect.legacy-esm.js',
};

export function chartsToolkitPlugin(): Plugin {
  // The packages export only their entry points: find each one's dist folder through the file Node resolves.
  const copies = new Map(
    Object.entries(OWN_COPIES).map(([name, file]) => {
      const entry = require.resolve(name);
      const dist = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 6);
      return [name, path.join(dist, file)];
    }),
  );
  return {
    name: 'charts-own-toolkit',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && FROM_RECHARTS.test(importer) ? copies.get(source) : undefined;
    },
  };
}
