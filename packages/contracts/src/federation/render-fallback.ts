/**
 * Why the server renderer sent a page client-rendered (issue 35's app_render_fallbacks_total): as few values as an
 * alert needs; the message itself goes to the log. The renderer (shell/server/render.tsx) says which, to whoever
 * hosts it: the API in single-origin mode, the shell server in compose.
 */
export const RENDER_FALLBACK_REASONS = ['load_timeout', 'render_timeout', 'render_error', 'error'] as const;
export type RenderFallbackReason = (typeof RENDER_FALLBACK_REASONS)[number];
