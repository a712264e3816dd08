import { useCallback } from 'react';
import { errorText, useToast } from '@app/web-kit';

interface Texts {
  success: string;
  successDetail?: string;
  failure: string;
}

type Outcome = { data?: unknown; error?: unknown };

/** Awaits a mutation and shows its success or failure toast; resolves to whether it succeeded. */
export function useResultToast() {
  const { toast } = useToast();
  return useCallback(
    async (pending: PromiseLike<Outcome>, texts: Texts): Promise<boolean> => {
      const outcome = await pending;
      if (outcome.error) {
        toast({ title: texts.failure, description: errorText(outcome.error), variant: 'destructive' });
        return false;
      }
      toast({ title: texts.success, description: texts.successDetail, variant: 'success' });
      return true;
    },
    [toast],
  );
}
