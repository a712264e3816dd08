export * from './brands';
export * from './catalog';
export * from './errors';
export * from './health';
