/** Generated at build time by write-monolith-modules.ts. */
declare module 'sportsbook-monolith-modules' {
  export const exposedModules: Record<string, () => Promise<unknown>>;
}
