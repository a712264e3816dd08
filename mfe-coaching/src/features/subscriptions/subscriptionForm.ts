export interface SubscriptionFormInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  planType: string;
  paymentMethod: string;
}

export const SUBSCRIPTION_FORM_DEFAULTS: SubscriptionFormInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  planType: '',
  paymentMethod: '',
};
