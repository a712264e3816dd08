import { useEffect, type BaseSyntheticEvent } from 'react';
import {
  FORM_TOASTS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_START_MESSAGES,
  subscriptionFormSchema,
  type PlanType,
} from '@app/contracts';
import { errorText, useCouponState, useSchemaForm, useToast } from '@app/web-kit';
import { useCreateSubscriptionMutation } from './subscriptionsApi';
import { SUBSCRIPTION_FORM_DEFAULTS } from './subscriptionForm';

/** §8/§9: the start toast stays 10 s (it says where the next step went). */
export const SUBSCRIPTION_TOAST_MS = 10_000;

/** What the form hands on: the address the next step was e-mailed to. */
export interface SubscriptionStart {
  email: string;
  planType: PlanType;
}

/**
 * The "Complete Your Subscription" form: §5 checks, POST /api/subscriptions, the "check your inbox" toast. The API
 * answers the same whatever the address already has (DESIGN §3, issue 28), so the page cannot know whether a plan
 * was created; how to pay it (a card payment link that activates it at once) arrives by e-mail.
 */
export function useStartSubscription(planType: PlanType, onCreated: (start: SubscriptionStart) => void) {
  // Payment method stays optional in the schema: §5 reports a missing one as its own toast, not a field error.
  const form = useSchemaForm(subscriptionFormSchema, { defaultValues: { ...SUBSCRIPTION_FORM_DEFAULTS, planType } });
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  const { toast } = useToast();
  const coupon = useCouponState();

  useEffect(() => form.setValue('planType', planType), [form, planType]);

  const save = form.handleSubmit(async (values) => {
    try {
      // The server derives price, allowances, status and term from planType (DESIGN §3).
      await create({
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        planType: values.planType,
        paymentMethod: values.paymentMethod,
        // Issue 33: the first month is priced with it by the server (the e-mailed payment link carries the total).
        couponCode: values.couponCode,
      }).unwrap();
      toast({
        title: SUBSCRIPTION_START_MESSAGES.acceptedTitle,
        description: `${SUBSCRIPTION_START_MESSAGES.sentTo(values.customerEmail)} ${SUBSCRIPTION_START_MESSAGES.accepted}`,
        variant: 'success',
        duration: SUBSCRIPTION_TOAST_MS,
      });
      form.reset({ ...SUBSCRIPTION_FORM_DEFAULTS, planType });
      onCreated({ email: values.customerEmail, planType: values.planType });
    } catch (err) {
      form.applyServerErrors(err);
      // A refused code is shown by the code field, which drops it; everything else typed stays.
      coupon.refused(err);
      toast({
        title: SUBSCRIPTION_MESSAGES.failedTitle,
        description: errorText(err, SUBSCRIPTION_MESSAGES.failedFallback),
        variant: 'destructive',
      });
    }
  });

  /** §5: a payment method is required first, reported as the "Payment Method Required" toast. */
  const submit = (event?: BaseSyntheticEvent) => {
    if (!form.getValues('paymentMethod')) {
      event?.preventDefault();
      toast({ ...FORM_TOASTS.subscriptionPaymentRequired, variant: 'destructive' });
      void form.trigger();
      return;
    }
    void save(event);
  };

  return { form, submit, isSubmitting: isLoading, coupon };
}
