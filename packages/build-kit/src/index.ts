export {
  createAppConfig,
  createAppConfigs,
  createRemoteConfigs,
  createShellConfigs,
  type AppBuildOptions,
} from './rspack-app';
export { SERVER_DIR } from './rspack-server';
export { sharedDependencies, SHARED_SINGLETONS } from './shared';
export { REMOTES, SHELL_DEV_PORT, API_DEV_PORT, devRemotesJson, exposesOf, type RemoteInfo } from './remotes';
