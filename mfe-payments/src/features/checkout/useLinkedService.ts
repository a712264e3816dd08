import { useEffect } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { ServiceDto } from '@app/contracts';
import { checkoutServiceId, type CheckoutInput } from './checkoutForm';

/**
 * A `?service=` link naming the service (rather than its id, which the form's defaults already hold) is understood
 * once the server's list is here — unless the visitor has chosen meanwhile.
 */
export function useLinkedService(
  initialService: string | null | undefined,
  services: readonly ServiceDto[] | undefined,
  form: { getValues: UseFormGetValues<CheckoutInput>; setValue: UseFormSetValue<CheckoutInput> },
): void {
  const linkedServiceId = checkoutServiceId(initialService, []);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (services && getValues('serviceId') === linkedServiceId) {
      setValue('serviceId', checkoutServiceId(initialService, services));
    }
  }, [services, initialService, linkedServiceId, getValues, setValue]);
}
