import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const major = (range: string) => range.replace(/^[\^~=v]+/, '').split('.')[0];

/**
 * The shell's runtime plugin. It refuses a remote built for another major of @wagering/shared (read from the
 * remote's mf-manifest.json before any of its code runs), so an incompatible remote shows its area's fallback
 * instead of crashing inside; and it lets a failed load reach the area's error boundary (which reports it with the
 * remote's name and release and offers Retry) instead of being swallowed by the runtime.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'error-load-remote',
    loadRemoteSnapshot(args) {
      for (const shared of args.manifestJson?.shared ?? []) {
        if (
          shared.name.startsWith('@wagering/shared/') &&
          major(shared.requiredVersion ?? shared.version) !== major(__SHARED_VERSION__)
        ) {
          throw new Error(
            `${args.moduleInfo.name} needs @wagering/shared ${shared.requiredVersion ?? shared.version}; this shell provides ${__SHARED_VERSION__}`,
          );
        }
      }
      return args;
    },
    errorLoadRemote({ id, lifecycle }) {
      console.warn(`[remotes] ${id} failed at ${lifecycle}`);
      return undefined;
    },
  };
}
