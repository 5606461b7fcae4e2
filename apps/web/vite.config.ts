import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chartsToolkitPlugin } from './build/charts-toolkit-plugin';
import { shellToolkitPlugin } from './build/shell-toolkit-plugin';
import { pageChunksPlugin } from './build/page-chunks-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { reactRouterTreeShakingPlugin } from './build/react-router-plugin';
import { sonnerPlugin } from './build/sonner-plugin';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3001';

/** The chunks the shell loads with the entry besides it: the shared group below, and the bundler's runtime. */
const SHELL_CHUNKS = new Set(['shell-common', 'rolldown-runtime']);
/** The files of the shell: the entry and its stylesheet (`index-…`), and the chunks of `SHELL_CHUNKS`. */
const SHELL_FILE = /(^|\/)assets\/(index|shell)-[^/]+\.(js|css)$/;

/** The browser build, or (`isSsrBuild`) the first-paint renderer's (ADR 009). Vitest uses the browser's. */
export const webConfig = (isSsrBuild: boolean): UserConfig => ({
  plugins: [
    sonnerPlugin(),
    chartsToolkitPlugin(),
    shellToolkitPlugin(),
    reactRouterTreeShakingPlugin(),
    react(),
    tailwindcss(),
    // The browser build's outputs; the first-paint renderer (ADR 009) needs neither.
    ...(isSsrBuild ? [] : [pageChunksPlugin(), precompressPlugin()]),
  ],
  // The first-paint renderer is self-contained (the server loads it without resolving packages) and runs React's
  // production build whatever NODE_ENV the server was started with.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The browser build copies public/ already.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // A lazy file's preload list leaves out the shell's own files (the entry, its stylesheet and the bundler's
      // runtime): every page has loaded them before anything lazy. Fewer names in the shell's table of
      // lists, which is on every first load (ADR 006). The page's own preloads (`html`) keep them.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !SHELL_FILE.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // Files loaded on demand are named by their hash alone (ADR 006, addendum of 2026-11-24): the shell carries a
        // table of their names, and names cost 0.6 KB of every first load there. page-chunks.json says which is which.
        // Seven characters: the fewest the bundler accepts for this many files.
        // The first-paint renderer's entry keeps its plain name: the server loads `first-paint/render.js`.
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) => (SHELL_CHUNKS.has(chunk.name) ? 'assets/shell-[hash:7].js' : 'assets/[hash:7].js'),
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Everything the entry imports statically (`$initial`: React, React Router, the store, the catalogue, the
        // layout and navigation bar…) in the entry's own file. Left to itself the bundler splits the modules the shell
        // shares with lazy pages into several small files whenever the set of lazy pages changes (each split costs the
        // first load about 0.2 KB gzip); as one group the first load is three files: the entry, the bundler's runtime
        // and the page's own chunk. Dependencies are not followed (`includeDependenciesRecursively`): immer, imported by
        // Redux Toolkit's module but used only by what the shell leaves out of it, stays with the pages that use it
        // (build/shell-toolkit-plugin.ts; ADR 006).
        codeSplitting: {
          groups: [
            {
              name: 'shell-common',
              includeDependenciesRecursively: false,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true }, '/healthz': apiTarget, '/readyz': apiTarget },
  },
});

export default defineConfig(({ isSsrBuild }) => webConfig(isSsrBuild === true));
