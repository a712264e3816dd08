export { createAppConfig, type AppBuildOptions } from './rspack-app';
export { sharedDependencies, SHARED_SINGLETONS } from './shared';
export { REMOTES, SHELL_DEV_PORT, API_DEV_PORT, devRemotesJson, type RemoteInfo } from './remotes';
