import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.SCHULAPP_WEB_PORT ?? 5173),
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: process.env.SCHULAPP_API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
});
