export * from './api';
export * from './bus-messages';
export * from './platform';
export * from './remotes';
export * from './session';
export * from './sports';
export * from './validate';
