import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The app lives in src/app; the server (src/server) is built separately by scripts/build-server.mjs.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too: they import their area's queries (and through them its contract schemas), which
      // would otherwise sit in every route's first load.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/lib/pwa.ts) to prompt before updating.
      injectRegister: false,
      // The server builds /manifest.webmanifest from the brand (src/server/modules/pwa); the worker
      // fetches it network-first, so it is neither generated nor precached here.
      manifest: false,
      // The icons are precached from public/ by the plugin; png and webmanifest stay out of globPatterns.
      includeAssets: ['icons/*.png'],
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'] },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/bundle-budget.mjs reads each route's first-load chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry's static imports in one chunk: each request costs a round trip and headers on a phone.
        // (Grouping shared ui or react-aria as well made every route download every area's share: measured worse.)
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], priority: 30 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` runs the API on DEV_API_PORT; Vite proxies to it so the app is same-origin as in production.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
      '/sandbox': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
      '/manifest.webmanifest': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
    },
  },
});
