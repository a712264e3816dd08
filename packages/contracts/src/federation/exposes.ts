/**
 * The federation contract between the remotes (issue 18): every `remote/Expose` and what it takes. A remote's source
 * cannot be imported by another remote, but contracts can, so the provider implements these types and every consumer
 * (the shell's route table, `RemoteComponent`, `loadFederated`) is checked against them: a wrong id or prop fails tsc.
 *
 * Prices cross this boundary in integer cents only, and always with the brand they belong to.
 */
import type { BrandId } from '../brands';
import type { LaunchPayment } from '../payment-launch';
import type { PlanType } from '../plans';

/** A routed page: it reads what it needs from the URL and takes no props. */
export type PageProps = Record<string, never>;

/** `mfe_payments/PaymentOptions`: the six payment tiles of SPEC §2, for either brand. */
export interface PaymentOptionsProps {
  /** Whose links, Zelle account and general card payment the tiles use. */
  brand: BrandId;
  /** With a service, Zelle asks "Payment for <service>"; without one (the home pages) it is a "Payment Request". */
  serviceName?: string;
  /** Integer cents. */
  priceCents?: number;
  /** A monthly plan (coaching only): Zelle and the QR dialog word the plan's monthly payment. */
  plan?: PlanType;
  /** A heading (h2) and intro of its own; by default none, as the brand pages frame the tiles in their own section. */
  title?: string | null;
}

/** `mfe_payments/ZelleQrDialog`: QR code, account holder, recipient, six steps and "Payment Sent" (SPEC §2). */
export interface ZelleQrDialogProps {
  open: boolean;
  onClose: () => void;
  brand: BrandId;
  serviceName?: string;
  /** Integer cents. */
  amount?: number;
  /** A monthly plan (coaching only): the dialog reads "Monthly Subscription Payment" with the plan's price. */
  plan?: PlanType;
  /** The booking being paid, when there is one: "Payment Sent" then tells the coach (the booking shows it). */
  bookingId?: string;
}

/** Each `remote/Expose` → the props of its default-exported component, or the signature of its function. */
export interface ExposeMap {
  'mfe_coaching/HomePage': PageProps;
  'mfe_coaching/BookingPage': PageProps;
  'mfe_coaching/SubscriptionsPage': PageProps;
  'mfe_coaching/ChatSessionPage': PageProps;
  'mfe_coaching/PrivacyPolicyPage': PageProps;
  'mfe_coaching/TermsOfServicePage': PageProps;
  'mfe_coaching/ManageBookingPage': PageProps;
  'mfe_lunar/LunarLightPage': PageProps;
  'mfe_lunar/LunarBookingPage': PageProps;
  'mfe_lunar/LunarPrivacyPolicyPage': PageProps;
  'mfe_lunar/LunarTermsOfServicePage': PageProps;
  'mfe_payments/CheckoutPage': PageProps;
  'mfe_payments/SquarePaymentPage': PageProps;
  'mfe_payments/SuccessPage': PageProps;
  'mfe_payments/PaymentOptions': PaymentOptionsProps;
  'mfe_payments/ZelleQrDialog': ZelleQrDialogProps;
  'mfe_payments/launchPayment': LaunchPayment;
  'mfe_admin/TestingAdminPage': PageProps;
  'mfe_admin/CoachConsolePage': PageProps;
  'mfe_admin/TestChatPage': PageProps;
  'mfe_admin/TestFixesPage': PageProps;
  'mfe_admin/SignInPage': PageProps;
}

export type ExposeId = keyof ExposeMap;
/** The exposes that are functions (loaded and called), not components. */
export type FunctionExposeId = {
  [K in ExposeId]: ExposeMap[K] extends (...args: never[]) => unknown ? K : never;
}[ExposeId];
/** The exposes that are React components (rendered through `RemoteComponent`). */
export type ComponentExposeId = Exclude<ExposeId, FunctionExposeId>;
/** The exposes that are routed pages. */
export type PageExposeId = {
  [K in ComponentExposeId]: ExposeMap[K] extends PageProps ? (PageProps extends ExposeMap[K] ? K : never) : never;
}[ComponentExposeId];

export type RemoteName = ExposeId extends `${infer R}/${string}` ? R : never;
/** `mfe_x/Expose` → `Expose`, for the exposes of one remote. */
export type ExposeNameOf<R extends RemoteName, Ids extends ExposeId = ExposeId> = Ids extends `${R}/${infer E}`
  ? E
  : never;

/**
 * Where each expose lives in its remote's folder. A page is `src/pages/<Expose>.tsx`; the rest name their file.
 * `satisfies` makes this list and ExposeMap the same set of ids: a missing or extra one fails tsc.
 */
export const EXPOSE_FILES = {
  'mfe_coaching/HomePage': 'src/pages/HomePage.tsx',
  'mfe_coaching/BookingPage': 'src/pages/BookingPage.tsx',
  'mfe_coaching/SubscriptionsPage': 'src/pages/SubscriptionsPage.tsx',
  'mfe_coaching/ChatSessionPage': 'src/pages/ChatSessionPage.tsx',
  'mfe_coaching/PrivacyPolicyPage': 'src/pages/PrivacyPolicyPage.tsx',
  'mfe_coaching/TermsOfServicePage': 'src/pages/TermsOfServicePage.tsx',
  'mfe_coaching/ManageBookingPage': 'src/pages/ManageBookingPage.tsx',
  'mfe_lunar/LunarLightPage': 'src/pages/LunarLightPage.tsx',
  'mfe_lunar/LunarBookingPage': 'src/pages/LunarBookingPage.tsx',
  'mfe_lunar/LunarPrivacyPolicyPage': 'src/pages/LunarPrivacyPolicyPage.tsx',
  'mfe_lunar/LunarTermsOfServicePage': 'src/pages/LunarTermsOfServicePage.tsx',
  'mfe_payments/CheckoutPage': 'src/pages/CheckoutPage.tsx',
  'mfe_payments/SquarePaymentPage': 'src/pages/SquarePaymentPage.tsx',
  'mfe_payments/SuccessPage': 'src/pages/SuccessPage.tsx',
  // For the brand remotes: the six payment tiles, the Zelle QR dialog and the launcher (SPEC §2, §4).
  'mfe_payments/PaymentOptions': 'src/features/options/PaymentOptions.tsx',
  'mfe_payments/ZelleQrDialog': 'src/features/zelle/ZelleQrDialog.tsx',
  'mfe_payments/launchPayment': 'src/features/launch/launchPayment.ts',
  'mfe_admin/TestingAdminPage': 'src/pages/TestingAdminPage.tsx',
  'mfe_admin/CoachConsolePage': 'src/pages/CoachConsolePage.tsx',
  'mfe_admin/TestChatPage': 'src/pages/TestChatPage.tsx',
  'mfe_admin/TestFixesPage': 'src/pages/TestFixesPage.tsx',
  'mfe_admin/SignInPage': 'src/pages/SignInPage.tsx',
} as const satisfies Record<ExposeId, string>;

export const EXPOSE_IDS = Object.keys(EXPOSE_FILES) as ExposeId[];

/** A remote's federation `exposes` option: `{ './HomePage': './src/pages/HomePage.tsx', … }`. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const id of EXPOSE_IDS) {
    const [name, expose] = id.split('/');
    if (name === remote) exposes[`./${expose}`] = `./${EXPOSE_FILES[id]}`;
  }
  return exposes;
}
