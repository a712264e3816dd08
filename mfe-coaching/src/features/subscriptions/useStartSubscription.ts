import { useEffect, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  FORM_TOASTS,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  formatDollars,
  type PlanType,
  type SubscriptionDto,
  type SubscriptionFormValues,
} from '@app/contracts';
import { serverMessage, useBrandSettings, useToast } from '@app/web-kit';
import { applyServerFieldErrors } from '../booking/applyServerFieldErrors';
import { launchCoachingPayment, preloadPaymentLauncher } from '../booking/paymentLauncher';
import { paymentInstructions } from './paymentInstructions';
import { useCreateSubscriptionMutation } from './subscriptionsApi';
import { SUBSCRIPTION_FORM_DEFAULTS, subscriptionResolver, type SubscriptionFormInput } from './subscriptionForm';

/** §8/§9: the welcome toast stays 10 s (it carries the payment details). */
export const SUBSCRIPTION_TOAST_MS = 10_000;

/** The "Complete Your Subscription" form: §5 checks, POST /api/subscriptions, the welcome toast, the payment. */
export function useStartSubscription(planType: PlanType, onCreated: (subscription: SubscriptionDto) => void) {
  const form = useForm<SubscriptionFormInput>({
    resolver: subscriptionResolver,
    defaultValues: { ...SUBSCRIPTION_FORM_DEFAULTS, planType },
  });
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  const { toast } = useToast();
  const brand = useBrandSettings('coaching');

  useEffect(() => form.setValue('planType', planType), [form, planType]);
  useEffect(() => {
    preloadPaymentLauncher().catch(() => undefined);
  }, []);

  const save = form.handleSubmit(async (raw) => {
    const values = raw as unknown as SubscriptionFormValues;
    try {
      // The server derives price, allowances, status and term from planType (DESIGN §3).
      const subscription = await create({
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        planType: values.planType,
        paymentMethod: values.paymentMethod,
      }).unwrap();
      const plan = PLANS[subscription.planType] ?? PLANS[planType];
      toast({
        title: SUBSCRIPTION_MESSAGES.createdTitle(plan.name),
        description: `${formatDollars(subscription.price)}/month. ${paymentInstructions(subscription.paymentMethod, brand)}. ${SUBSCRIPTION_MESSAGES.activatesOnPayment}`,
        variant: 'success',
        duration: SUBSCRIPTION_TOAST_MS,
      });
      if (subscription.paymentMethod) {
        void launchCoachingPayment({ method: subscription.paymentMethod, priceCents: subscription.price, plan: plan.id });
      }
      form.reset({ ...SUBSCRIPTION_FORM_DEFAULTS, planType });
      onCreated(subscription);
    } catch (err) {
      applyServerFieldErrors(err, Object.keys(SUBSCRIPTION_FORM_DEFAULTS), form.setError);
      toast({
        title: SUBSCRIPTION_MESSAGES.failedTitle,
        description: serverMessage(err, SUBSCRIPTION_MESSAGES.failedFallback),
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

  return { form, submit, isSubmitting: isLoading };
}
