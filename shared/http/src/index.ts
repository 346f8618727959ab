export * from './http-client';
export * from './endpoint-call';
export * from './query';
