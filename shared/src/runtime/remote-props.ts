/** What the shell passes to a route-level remote (`./app`): where it is mounted. */
export interface RemoteAppProps {
  /** The path the remote's routes are relative to, e.g. "/racing". */
  basePath: string;
}

/**
 * The custom props the shell gives a page remote's single-spa lifecycles (`./app`), version 2 of the contract.
 * Only plain data and callbacks cross this line, so a remote built on another React can take them too.
 */
export interface RemotePageProps extends RemoteAppProps {
  /** The remote's render failed: the shell unmounts it and shows its own fallback with Retry. */
  onError: (error: unknown) => void;
  /** Moves the page's one history (every router on the page follows), for a remote without the shared router. */
  navigate: (to: string) => void;
}

/** A page remote's `./app` module: single-spa lifecycles (bootstrap, mount, unmount, update). */
export interface RemotePageLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}
