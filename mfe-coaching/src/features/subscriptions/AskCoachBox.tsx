import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { SUBSCRIPTION_MESSAGES, subscriptionQuestionSchema } from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useAskCoachMutation } from './subscriptionsApi';

const resolver = yupResolver(subscriptionQuestionSchema) as unknown as Resolver<{ question: string }>;

/** The dashboard's "ask the coach" box; past the daily allowance the server's 429 message is shown. */
export function AskCoachBox({ subscriptionId, remainingToday }: { subscriptionId: string; remainingToday: number }) {
  const form = useForm<{ question: string }>({ resolver, defaultValues: { question: '' } });
  const [ask, { isLoading }] = useAskCoachMutation();
  const { toast } = useToast();

  const submit = form.handleSubmit(async ({ question }) => {
    try {
      await ask({ subscriptionId, question }).unwrap();
      toast({ title: SUBSCRIPTION_MESSAGES.questionSentTitle, description: SUBSCRIPTION_MESSAGES.questionSent, variant: 'success' });
      form.reset({ question: '' });
    } catch (err) {
      toast({
        title: SUBSCRIPTION_MESSAGES.questionFailed,
        description: serverMessage(err, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Ask your coach" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h3">
        Ask Your Coach
      </Typography>
      <FormTextField
        control={form.control}
        name="question"
        label="Your question"
        multiline
        minRows={3}
        helperText={`${Math.max(remainingToday, 0)} question${remainingToday === 1 ? '' : 's'} left today`}
      />
      <Box>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Question'}
        </Button>
      </Box>
    </Box>
  );
}
