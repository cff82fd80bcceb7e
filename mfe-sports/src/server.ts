// The remote's server build (issue 23): the shell's server renders this App into the page's HTML, inside the same
// page root its single-spa lifecycles hydrate (shared/src/runtime/remote-lifecycles.tsx). Every page of this remote
// shows public data only, so each is rendered on the server.
export { default as App } from './app';
