// Brings the site's emotion theme type (tokens) into this package.
import type {} from '@wagering/shared/theme';

declare global {
  const __APP_VERSION__: string;
  const __APP_NAME__: string;
}
