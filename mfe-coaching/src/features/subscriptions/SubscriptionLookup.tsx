import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES, subscriptionLookupSchema } from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useLazyLookupSubscriptionsQuery } from './subscriptionsApi';

const resolver = yupResolver(subscriptionLookupSchema) as unknown as Resolver<{ email: string }>;

/** "Access Your Subscription": the server looks the e-mail up; no match leaves the plan chooser in place. */
export function SubscriptionLookup({ onFound }: { onFound: (email: string) => void }) {
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const [lookup, { isFetching }] = useLazyLookupSubscriptionsQuery();
  const { toast } = useToast();

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const found = await lookup(email).unwrap();
      if (found.length === 0) {
        toast({ title: SUBSCRIPTION_MESSAGES.notFoundTitle, description: SUBSCRIPTION_MESSAGES.notFound, variant: 'destructive' });
        return;
      }
      onFound(email);
    } catch (err) {
      toast({
        title: SUBSCRIPTION_MESSAGES.notFoundTitle,
        description: serverMessage(err, SUBSCRIPTION_MESSAGES.lookupFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Access Your Subscription
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Already subscribed? Enter the e-mail you subscribed with to see your plan and talk to your coach.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Access Your Subscription"
          sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" size="small" />
          <Button type="submit" variant="contained" disabled={isFetching} sx={{ whiteSpace: 'nowrap', minWidth: 180, py: 1 }}>
            {isFetching ? 'Looking up...' : 'Access Subscription'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
