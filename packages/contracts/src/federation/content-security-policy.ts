/**
 * The pages' CSP, the same from every server that sends pages (the API's single-origin site, the shell deployed
 * alone): the remotes' origins are part of it, so it lives with the federation contract. Scripts only from us and the
 * remotes' origins (Module Federation loads their manifest and chunks); inline styles because emotion (MUI) injects
 * <style> tags at run time; data: images for generated QR codes and icons; ws/wss for the chat socket. Nothing may
 * frame us.
 */
export function contentSecurityPolicyDirectives(remoteOrigins: string[]): Record<string, string[]> {
  const self = ["'self'"];
  return {
    'default-src': self,
    'base-uri': self,
    'object-src': ["'none'"],
    'frame-ancestors': self,
    'form-action': self,
    'script-src': [...self, ...remoteOrigins],
    'script-src-attr': ["'none'"],
    'style-src': [...self, "'unsafe-inline'", ...remoteOrigins],
    'img-src': [...self, 'data:', 'blob:', ...remoteOrigins],
    'font-src': [...self, 'data:', ...remoteOrigins],
    'connect-src': [...self, 'ws:', 'wss:', ...remoteOrigins],
  };
}

/** Origins of the absolute remote URLs, each once (a URL relative to the page is the page's own origin: 'self'). */
export function originsOf(urls: (string | undefined)[]): string[] {
  // A pattern, not `new URL`: contracts is built without the DOM or Node libraries.
  const origins = urls.map((url) => /^https?:\/\/[^/?#\s]+/i.exec(url ?? '')?.[0].toLowerCase());
  return [...new Set(origins.filter((origin): origin is string => !!origin))];
}
