declare const __BRAND__: string;
declare const __CURRENT_ENV__: 'prod' | 'staging' | 'dev';
declare const __APP_VERSION__: string;
declare module '@active-brand' {
  import type { BrandConfig } from '@wagering/brands';
  export const brand: BrandConfig;
}
declare module '*.svg' {
  const source: string;
  export default source;
}
