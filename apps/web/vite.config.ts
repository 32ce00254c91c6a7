import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (npm run dev:server) listens on 8080; the dev server proxies the API and the dev mailbox to it.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
});
