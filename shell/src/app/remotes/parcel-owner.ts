import type { AppProps } from 'single-spa';

type MountParcel = AppProps['mountParcel'];

let owner: Promise<MountParcel> | undefined;

/**
 * The `mountParcel` every page remote is mounted with. single-spa forgets an unmounted parcel only when it has a
 * parent: a root parcel (mountRootParcel) stays in its registry for good, and with it its container, the listeners
 * its React root put there and its props. So the shell mounts one parent parcel of its own, once, that never
 * unmounts, and mounts every page under it; a page's unmount then drops everything it held.
 */
export function pageParcelOwner(): Promise<MountParcel> {
  return (owner ??= import('single-spa').then(
    ({ mountRootParcel }) =>
      new Promise<MountParcel>((resolve) => {
        mountRootParcel(
          {
            name: 'shell',
            bootstrap: async () => undefined,
            mount: async ({ mountParcel }) => resolve(mountParcel),
            unmount: async () => undefined,
          },
          { domElement: document.createElement('div') },
        );
      }),
  ));
}
