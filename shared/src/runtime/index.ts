export { pageStore, usePage, usePageState, type Crumb, type PageState } from './page-store';
export { layoutClassFor, useLayoutClass, type LayoutClass } from './layout-class';
export type { RemoteAppProps } from './remote-props';
export { AppProviders } from './app-providers';
