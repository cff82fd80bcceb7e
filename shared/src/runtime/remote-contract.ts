import type { ComponentType } from 'react';
import type { RemotePageLifecycles } from './remote-props';

/**
 * The contract between the shell and the remotes it knows at build time: each remote's exposes. `./app` is a page
 * remote's single-spa lifecycles (any remote listed in remotes.json may add one, with the paths it serves); every
 * other expose is a widget, a React component without props rendered in the shell's own tree. The e2e contract test
 * checks each deployed remote's mf-manifest.json against this list.
 */
export const REMOTE_EXPOSES = {
  racing: ['./app', './home'],
  sports: ['./app', './home'],
  betslip: ['./app', './betslip', './betslip-drawer'],
  account: ['./app', './account-menu', './overlays'],
  banking: ['./app'],
} as const;

type Known = typeof REMOTE_EXPOSES;
type Expose<R extends keyof Known> = Known[R][number] extends `./${infer E}` ? E : never;

/** "<remote>/<expose>" of a page remote: any remote's `./app`. */
export type PageModule = `${string}/app`;
/** "<remote>/<expose>" of a widget the shell renders. */
export type WidgetModule = Exclude<{ [R in keyof Known]: `${R}/${Expose<R>}` }[keyof Known], PageModule>;
/** What loading a module gives: lifecycles for a page, a React component for a widget. */
export type RemoteModuleExports<M extends PageModule | WidgetModule> = M extends PageModule
  ? RemotePageLifecycles
  : { default: ComponentType };
