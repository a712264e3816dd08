/**
 * How every build — the browser build of each app (rspack-app.ts) and its Node build (rspack-server.ts) — resolves
 * and compiles the source, written once so the two cannot drift apart (a difference here is a hydration mismatch).
 */
import path from 'node:path';
import type { ResolveOptions, RuleSetRule } from '@rspack/core';

/** react-router's ESM build by file path: shared-react-router.ts re-exports from it without matching a share key. */
function reactRouterPath(): string {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
}

export function sourceResolve(): ResolveOptions {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // Workspace packages expose their TypeScript source under the `source` condition.
    conditionNames: ['source', '...'],
    alias: { '@app/react-router-full$': reactRouterPath() },
  };
}

/** TypeScript and JSX through swc, and images inlined so the server's markup names the same URL as the browser's. */
export function sourceRules({ development }: { development: boolean }): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/inline' },
  ];
}
