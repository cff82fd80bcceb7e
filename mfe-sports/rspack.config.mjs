import { createAppConfig } from '@wagering/shared/build';

// The remote's public face is this exposes list; nothing else of it is imported by other packages.
export default createAppConfig({
  name: 'sports',
  dir: import.meta.dirname,
  port: 3002,
  exposes: {
    './app': './src/lifecycles.ts',
    './home': './src/features/upcoming-matches/upcoming-matches.tsx',
  },
});
