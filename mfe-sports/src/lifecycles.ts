import { remotePageLifecycles } from '@wagering/shared/runtime';
import App from './app';

// The remote's pages as single-spa lifecycles: the shell mounts them in their own React root at each path listed
// under "wagering.routes" in package.json (published into remotes.json).
export const { bootstrap, mount, unmount, update } = remotePageLifecycles(App);
