export { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';
export { createRemoteServer } from './remote-server';
export { brandForHost, loadBrands, type BrandsSetup } from './brands';
export { renderBrandPage } from './brand-page';
export { createShellServer, type ShellServerOptions } from './shell-server';
export { remoteFolder, startSite, type RunningSite, type SiteOptions } from './site';
export { readRemotesManifest, remotesManifestFile } from './remotes-manifest-file';
export { HELD_SCRIPTS_ID, HELD_SCRIPTS_PATTERN, PAGE_STARTER } from './page-start';
