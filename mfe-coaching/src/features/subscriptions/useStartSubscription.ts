import { useEffect, type BaseSyntheticEvent } from 'react';
import {
  ErrorCode,
  FORM_TOASTS,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  formatDollars,
  type PlanType,
  subscriptionFormSchema,
  type SubscriptionDto,
} from '@app/contracts';
import { errorCode, errorText, useBrandSettings, useSchemaForm, useToast } from '@app/web-kit';
import { launchCoachingPayment, preloadPaymentLauncher } from '../booking-shared/paymentLauncher';
import { paymentInstructions } from './paymentInstructions';
import { useCreateSubscriptionMutation } from './subscriptionsApi';
import { SUBSCRIPTION_FORM_DEFAULTS } from './subscriptionForm';

/** §8/§9: the welcome toast stays 10 s (it carries the payment details). */
export const SUBSCRIPTION_TOAST_MS = 10_000;

/** What the form hands on: the subscription, and whether the Zelle QR dialog should open for it now. */
export interface SubscriptionStart {
  subscription: SubscriptionDto;
  showZelleQr: boolean;
  /** The plan was already waiting for payment under this e-mail (no new session: its dashboard link is e-mailed). */
  existing: boolean;
}

/** The "Complete Your Subscription" form: §5 checks, POST /api/subscriptions, the welcome toast, the payment. */
export function useStartSubscription(planType: PlanType, onCreated: (start: SubscriptionStart) => void) {
  // Payment method stays optional in the schema: §5 reports a missing one as its own toast, not a field error.
  const form = useSchemaForm(subscriptionFormSchema, { defaultValues: { ...SUBSCRIPTION_FORM_DEFAULTS, planType } });
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  const { toast } = useToast();
  const brand = useBrandSettings('coaching');

  useEffect(() => form.setValue('planType', planType), [form, planType]);
  useEffect(() => {
    preloadPaymentLauncher().catch(() => undefined);
  }, []);

  const save = form.handleSubmit(async (values) => {
    try {
      // The server derives price, allowances, status and term from planType (DESIGN §3).
      const { subscription, existing } = await create({
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        planType: values.planType,
        paymentMethod: values.paymentMethod,
      }).unwrap();
      const plan = PLANS[subscription.planType] ?? PLANS[planType];
      const method = subscription.paymentMethod;
      toast({
        title: existing
          ? `Your ${plan.name} plan is waiting for payment`
          : SUBSCRIPTION_MESSAGES.createdTitle(plan.name),
        description: `${existing ? 'You started this plan before with this e-mail; here it is again. ' : ''}${formatDollars(subscription.price)}/month. ${paymentInstructions(method, brand)}. ${SUBSCRIPTION_MESSAGES.activatesOnPayment}`,
        variant: existing ? 'info' : 'success',
        duration: SUBSCRIPTION_TOAST_MS,
      });
      // zelle-qr has no page to open: the dialog shows the QR for this plan. Everything else goes to the
      // launcher; a card window pays this very subscription, so it activates when the payment goes through.
      const showZelleQr = method === 'zelle-qr';
      if (method && !showZelleQr) {
        void launchCoachingPayment({
          method,
          serviceId: plan.id,
          priceCents: subscription.price,
          plan: plan.id,
          subscriptionId: subscription.id,
        });
      }
      form.reset({ ...SUBSCRIPTION_FORM_DEFAULTS, planType });
      onCreated({ subscription, showZelleQr, existing });
    } catch (err) {
      form.applyServerErrors(err);
      const active = errorCode(err) === ErrorCode.PLAN_ALREADY_ACTIVE;
      toast({
        // PLAN_ALREADY_ACTIVE (409): this e-mail already has this plan, active and paid: nothing new was started.
        title: active ? 'You already have this plan' : SUBSCRIPTION_MESSAGES.failedTitle,
        description: errorText(
          err,
          active ? SUBSCRIPTION_MESSAGES.alreadyActive : SUBSCRIPTION_MESSAGES.failedFallback,
        ),
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
