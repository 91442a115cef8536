/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the BFF runs beside Vite; the browser still sees one origin.
    proxy: {
      '/api': 'http://localhost:8080',
      '/bff': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'jsdom',
  },
});
