/**
 * The headers the API sends with every page (helmet, the same CSP), for the shell deployed alone: compose's `shell`
 * service sends the pages there, so without these a deployed page would have no CSP, no nosniff, no framing rule.
 * The remotes' origins come from the same remotes.json the pages load them by.
 */
import type http from 'node:http';
import helmet from 'helmet';
import {
  contentSecurityPolicyDirectives,
  originsOf,
  PERMISSIONS_POLICY,
  type RemoteEntry,
} from '@app/contracts/federation';

export type SecurityHeaders = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export function securityHeaders(remotes: RemoteEntry[]): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(originsOf(remotes.map((r) => r.entry))),
    },
  });
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    middleware(req, res, () => next());
  };
}
