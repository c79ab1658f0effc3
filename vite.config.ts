import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  root: 'runtime',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/websocket': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
