import type { AppProps, ParcelConfig } from 'single-spa';

type MountParcel = AppProps['mountParcel'];

let resolveOwner: (mountParcel: MountParcel) => void;
const owner = new Promise<MountParcel>((resolve) => (resolveOwner = resolve));

/**
 * The shell's own parcel, which never unmounts. Its lifecycles are made here, once: single-spa keeps them for the
 * page's life, and a function made where the owner is first asked for (the bundler inlines that call into the first
 * page's mount) would keep that whole scope alive with them, the first page's container and React root included.
 */
const shellParcel: ParcelConfig = {
  name: 'shell',
  bootstrap: async () => undefined,
  mount: async ({ mountParcel }: AppProps) => resolveOwner(mountParcel),
  unmount: async () => undefined,
};
let started = false;

/**
 * The `mountParcel` every page remote is mounted with. single-spa forgets an unmounted parcel only when it has a
 * parent: a root parcel (mountRootParcel) stays in its registry for good, and with it its container, the listeners
 * its React root put there and its props. So the shell mounts one parent parcel of its own, once, that never
 * unmounts, and mounts every page under it; a page's unmount then drops everything it held.
 */
export function pageParcelOwner(): Promise<MountParcel> {
  if (!started) {
    started = true;
    void import('single-spa').then(({ mountRootParcel }) =>
      mountRootParcel(shellParcel, { domElement: document.createElement('div') }),
    );
  }
  return owner;
}
