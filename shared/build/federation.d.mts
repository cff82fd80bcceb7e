// Types of federation.mjs for the TypeScript code that reads it (the shell's server-render test).
/** Every request a remote's server build takes from the shell's server build instead of bundling. */
export const serverSharedRequests: string[];
