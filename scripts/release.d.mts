// Types of release.mjs for the web tier's tests.
export function makeLive(name: string, release: object, action: string, paths?: object): object;
