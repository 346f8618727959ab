export type { AppOptions } from './app-options';
export { defineApp, type AppConfig, type Mode } from './define-app';
export { SINGLETON_KEYS, sharedSingletons } from './shared-singletons';
export { COMPILE_HINT } from './compile-hints';
