export * from './format';
export * from './i18n';
export * from './odds-button';
export * from './states';
export * from './theme';
export * from './use-api-data';
export * from './use-bus-state';
export * from './translation-keys';
