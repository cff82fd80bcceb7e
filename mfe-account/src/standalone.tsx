import { renderStandalone } from '@wagering/shared/runtime/standalone';
import { EagerApp as App } from './pages/eager-pages';

// The squad's own page: this remote alone, on the same providers the shell gives it, at the paths it owns.
renderStandalone(App, [
  '/register',
  '/reset-password',
  '/profile',
  '/rewards',
  '/promotions',
  '/self-exclusion',
  '/bonus',
]);
