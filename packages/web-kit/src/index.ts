export { brandTheme, type ThemeMode } from './theme/brandThemes';
export {
  ThemeModeProvider,
  useThemeMode,
  readStoredMode,
  themeFromCookie,
  THEME_STORAGE_KEY,
  THEME_COOKIE,
} from './theme/ThemeModeProvider';
export { AppProviders, TOAST_DEFAULTS } from './providers/AppProviders';
export { appBaseQuery, serverMessage, type ApiError } from './api/baseQuery';
export { csrfHeaders, csrfToken } from './api/csrf';
export {
  ensureRemotes,
  loadFederated,
  loadedFederated,
  resetRemote,
  INLINE_REMOTES_KEY,
  INLINE_REMOTES_ELEMENT_ID,
  type RemoteEntry,
} from './federation/remoteRegistry';
export { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
export { RemoteComponent, PageSpinner } from './federation/RemoteComponent';
export { useToast, type ToastOptions } from './feedback/useToast';
export { useBrandSettings, getBrandSettings } from './hooks/useBrandSettings';
export { ChatPanel, type ChatPanelProps } from './chat/ChatPanel';
export { ConnectionBadge } from './chat/ConnectionBadge';
export {
  useChatSocket,
  type ChatConnectionStatus,
  type ChatIdentity,
  type ChatSocket,
  type UseChatSocketOptions,
} from './chat/useChatSocket';
export { CommunityDialog, type CommunityDialogProps, type CommunityThread } from './widgets/CommunityDialog';
export { deferredSection, whenNearViewport, type DeferredSectionOptions } from './lazy/deferredSection';
