declare const __BRAND__: string;
declare const __APP_VERSION__: string;
/** The version of @wagering/shared this shell was built with (the contract remotes must match in major). */
declare const __SHARED_VERSION__: string;
declare module '@active-brand' {
  import type { BrandConfig } from '@wagering/brands';
  export const brand: BrandConfig;
}
declare module '*.svg' {
  const source: string;
  export default source;
}
