import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunksPlugin } from './build/page-chunks-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { reactRouterTreeShakingPlugin } from './build/react-router-plugin';
import { sonnerPlugin } from './build/sonner-plugin';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    sonnerPlugin(),
    reactRouterTreeShakingPlugin(),
    react(),
    tailwindcss(),
    pageChunksPlugin(),
    precompressPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The modules the app shell shares with lazy pages (React, React Router, the message catalogue, browser
        // storage, shared constants) in one file beside the shell's own. Left to itself the bundler splits them into
        // several small files whenever the set of lazy pages changes (each split costs the first load about 0.2 KB
        // gzip); as one group the first load stays at three files. Only modules the shell loads anyway belong here:
        // anything matched is loaded by every page (ADR 006).
        codeSplitting: {
          groups: [
            {
              name: 'shell-common',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/]i18n|lib[\\/]session[\\/]browser-storage|lib[\\/]external-value|components[\\/]ui[\\/]cn|locales[\\/]en[\\/]index)\./,
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
