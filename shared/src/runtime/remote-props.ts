/** What the shell passes to a route-level remote (`./app`): where it is mounted. */
export interface RemoteAppProps {
  /** The path the remote's routes are relative to, e.g. "/racing". */
  basePath: string;
}
