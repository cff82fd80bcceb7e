import { defineConfig } from 'vitest/config';

// One vitest run over every package's unit tests; the API's database-backed integration suites run separately
// (npm run test:api) because they run twice, once on PGlite and once on the PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'shared', root: './shared', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] } },
      { test: { name: 'workspace', root: './scripts', include: ['*.test.mjs'] } },
      { test: { name: 'brands', root: './brands', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './web', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api', root: './api', include: ['src/**/*.test.ts'], exclude: ['src/**/*.int.test.ts'] } },
      ...['shell', 'mfe-racing', 'mfe-sports', 'mfe-betslip', 'mfe-account', 'mfe-banking'].map((name) => ({
        // The build stamps each app's release (shared/build/federation.mjs); a page rendered whole in a test reads it.
        define: { __APP_VERSION__: JSON.stringify('test') },
        // The shell is built for one brand (its rspack config's alias); its tests run as the default brand.
        resolve: { alias: { '@active-brand': new URL('./brands/src/brands/aurora.ts', import.meta.url).pathname } },
        test: { name, root: `./${name}`, environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
      })),
    ],
  },
});
