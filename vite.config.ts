import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `--mode mock` (npm start / npm run dev) serves the API from msw fixtures in the browser;
// any other mode talks to VITE_API_BASE (default /api).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});
