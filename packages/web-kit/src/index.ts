export { brandTheme, type ThemeMode } from './theme/brandThemes';
export {
  ThemeModeProvider,
  useThemeMode,
  preferredMode,
  themeFromCookie,
  THEME_STORAGE_KEY,
} from './theme/ThemeModeProvider';
export { ThemeToggleButton, themeToggleLabel } from './theme/ThemeToggleButton';
export { AppProviders } from './providers/AppProviders';
export { TOAST_DEFAULTS, preloadToasts } from './feedback/ToastProvider';
export { appBaseQuery, type ApiError } from './api/baseQuery';
export { errorCode, errorText, type ErrorTextOptions } from './api/errorText';
export { csrfHeaders, csrfToken } from './api/csrf';
export {
  ensureRemotes,
  loadFederated,
  loadedFederated,
  resetRemote,
  INLINE_REMOTES_KEY,
  INLINE_REMOTES_ELEMENT_ID,
  type RemoteEntry,
  type FederatedModule,
} from './federation/remoteRegistry';
export { matchRoute, matchRouteIn, brandForPath, routeTable, setRouteTable, useRouteTable } from './routing/matchRoute';
export { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
export { RemoteComponent, PageSpinner, type RemoteComponentProps } from './federation/RemoteComponent';
export { StandaloneApp, type RemotePages } from './federation/StandaloneApp';
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
export { loadWrapped } from './lazy/loadWrapped';
export {
  useSchemaForm,
  schemaResolver,
  applyServerFieldErrors,
  type FormSchema,
  type SchemaForm,
  type SchemaFormOptions,
  type SchemaSource,
  type ResultRefiner,
} from './forms/useSchemaForm';
export { useHydrated, useNow, useClientNow, browserTimeZone, NOW_REFRESH_MS } from './time/clock';
export { useVisitorTimeZone, useVisitorSlotTime, zoneCity } from './time/visitorTime';
export { formatInstantEt } from './time/formatInstant';
export { useHideOnScrollDown, slideAwaySx } from './layout/useHideOnScrollDown';
export { SectionLinkButton } from './layout/SectionLinkButton';
export { useMediaMatch } from './layout/useMediaMatch';
export { unlessVisitorActs } from './layout/unlessVisitorActs';
export { useReveal } from './hooks/useReveal';
export { useIsHydrating } from './hooks/useIsHydrating';
export { createRemoteApi, createRemoteStore, type RemoteApiSlice, type RemoteBaseQuery } from './store/remoteStore';
export { publicResource, type ResourceState } from './store/publicResource';
export {
  useCreateBooking,
  isHeld,
  BOOKING_TOAST_MS,
  type CreateBookingOptions,
  type ToastText,
} from './booking/useCreateBooking';
export {
  FOLLOW_POLL_MS,
  FOLLOW_GRACE_MS,
  holdClockText,
  type FollowOutcome,
  type FollowedState,
} from './booking/bookingFollow';
export {
  useBookingFollower,
  readManagedBooking,
  type BookingFollow,
  type FollowedBooking,
  type ReadBookingState,
} from './booking/useBookingFollower';
export { useHoldClock } from './booking/useHoldClock';
export {
  preloadPaymentLauncher,
  providePaymentLauncher,
  launchBrandPayment,
  launchFailed,
  type PaymentLaunchRequest,
  type PaymentLaunchResult,
} from './payments/paymentLauncher';
export {
  usePaymentLauncher,
  launchFailureToast,
  LAUNCH_FAILED_TITLE,
  type LaunchFailureWording,
} from './payments/usePaymentLauncher';
export {
  ZelleQrDialogRemote,
  preloadZelleQrDialog,
  prefetchZelleQrProps,
  type ZelleQrDialogRemoteProps,
} from './payments/ZelleQrDialogRemote';
export { AddToCalendar, type AddToCalendarBooking, type AddToCalendarProps } from './booking/AddToCalendar';
export { visuallyHidden } from './a11y/visuallyHidden';
export { WaitlistButton, type WaitlistButtonProps } from './waitlist/WaitlistButton';
export { WaitlistLeaveDialog } from './waitlist/WaitlistLeaveDialog';
export { useWaitlistSlotLink } from './waitlist/useWaitlistSlotLink';
export { CouponField, COUPON_OPEN_LINK, type CouponFieldProps } from './coupons/CouponField';
export { CouponTotal, type CouponTotalProps } from './coupons/CouponTotal';
export { couponAppliedText, couponErrorText, couponRefusal, couponSavedText } from './coupons/couponText';
export { couponQuoteRequest, couponFromUrl, type CouponQuoteArgs, type CouponScopeQuery } from './coupons/couponQuote';
export { useCouponState, type CouponState } from './coupons/useCouponState';
