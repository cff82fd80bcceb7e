import { createAppConfig } from '@wagering/shared/build';

// The remote's public face is this exposes list; nothing else of it is imported by other packages.
export default createAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  port: 3004,
  exposes: {
    './app': './src/lifecycles.ts',
    './account-menu': './src/features/session/account-menu.tsx',
    './overlays': './src/app/overlays.tsx',
  },
});
