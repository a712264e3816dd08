/**
 * Remotes are built with `experiments.externalRuntime`: inside the composed site they use the shell's Module
 * Federation runtime instead of each shipping their own copy (first-load budget). A remote's own standalone page has
 * no shell, so StandaloneRuntimePlugin bundles this file on its own and the page loads it before `main`, providing
 * the runtime the way the shell's `provideExternalRuntime` does.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
