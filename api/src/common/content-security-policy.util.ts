/**
 * CSP for the single-origin site. Scripts only from us and the remotes' configured origins (Module Federation loads
 * their manifest and chunks); inline styles because emotion (MUI) injects <style> tags at run time; data: images for
 * generated QR codes and icons; ws/wss for the chat socket. Nothing may frame us.
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

/** Origins of the configured remote URLs, each once. */
export function originsOf(urls: (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))];
}
