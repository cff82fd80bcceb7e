export * from './json-schema';
export * from './live-events';
