import type { AppTheme } from './theme';

// Types emotion's `theme` everywhere (styled components, useTheme) as the site's tokens.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}

export {};
