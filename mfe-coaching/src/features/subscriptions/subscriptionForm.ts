import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { subscriptionFormSchema } from '@app/contracts';

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

// Payment method stays optional in the resolver: §5 reports a missing one as its own toast, not a field error.
export const subscriptionResolver = yupResolver(subscriptionFormSchema) as unknown as Resolver<SubscriptionFormInput>;
