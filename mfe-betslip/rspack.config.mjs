import { createAppConfig } from '@wagering/shared/build';

// The remote's public face is this exposes list; nothing else of it is imported by other packages.
export default createAppConfig({
  name: 'betslip',
  dir: import.meta.dirname,
  port: 3003,
  exposes: {
    './app': './src/lifecycles.ts',
    './betslip': './src/features/betslip/betslip-panel.tsx',
    './betslip-drawer': './src/features/betslip/betslip-drawer.tsx',
  },
});
