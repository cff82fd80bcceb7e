import { createAppConfig } from '@wagering/shared/build';

// React and react-dom are left out of the shared list: this remote bundles its own React 18, non-singleton.
export default createAppConfig({
  name: 'legacy',
  dir: import.meta.dirname,
  port: 9340,
  exposes: { './app': './src/lifecycles.jsx' },
  share: ['@wagering/shared/betslip', 'zustand/vanilla'],
  // THROWS_AT_MOUNT=1 builds a release that fails as it mounts (a bad release rolled back under a punter's page).
  define: { 'process.env.THROWS_AT_MOUNT': process.env.THROWS_AT_MOUNT ?? '' },
});
