export * from './inventory';
export * from './exposes';
export * from './remotes-json';
export * from './routes';
export * from './remote-pages';
export * from './content-security-policy';
export * from './route-pages';
export * from './releases';
