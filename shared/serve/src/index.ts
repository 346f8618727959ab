export { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';
export { createRemoteServer } from './remote-server';
export { createShellServer, type ShellServerOptions } from './shell-server';
