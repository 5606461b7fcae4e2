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
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true }, '/healthz': apiTarget, '/readyz': apiTarget },
  },
});
