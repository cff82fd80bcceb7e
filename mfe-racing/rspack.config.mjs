import { createAppConfig } from '@wagering/shared/build';

// The remote's public face is this exposes list; nothing else of it is imported by other packages.
export default createAppConfig({
  name: 'racing',
  dir: import.meta.dirname,
  port: 3001,
  exposes: {
    './app': './src/lifecycles.ts',
    './home': './src/pages/next-to-jump-strip.tsx',
  },
});
