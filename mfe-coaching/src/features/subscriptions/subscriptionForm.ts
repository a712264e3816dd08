export interface SubscriptionFormInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  planType: string;
  paymentMethod: string;
  /** A code the server quoted for this plan (CouponField), '' for none. */
  couponCode: string;
}

export const SUBSCRIPTION_FORM_DEFAULTS: SubscriptionFormInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  planType: '',
  paymentMethod: '',
  couponCode: '',
};
