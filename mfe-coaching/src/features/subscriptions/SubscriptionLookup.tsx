import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SUBSCRIBER_ACCESS_MESSAGES, signInLinkRequestSchema } from '@app/contracts';
import { errorText, useSchemaForm, useToast } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useRequestSignInLinkMutation } from './subscriptionsApi';

/** Something the page has to say in the box: why the link did not work, or that the browser signed out. */
export interface LookupNotice {
  severity: 'error' | 'info';
  text: string;
}

interface Props {
  notice?: LookupNotice | null;
}

/**
 * "Access Your Subscription" (DESIGN §3): the e-mail only gets a sign-in link sent to it. The answer is the same
 * whether or not the address has a plan, so the box never says which; the dashboard opens from the e-mailed link.
 */
export function SubscriptionLookup({ notice = null }: Props) {
  const form = useSchemaForm(signInLinkRequestSchema, { defaultValues: { email: '' } });
  const [requestLink, { isLoading }] = useRequestSignInLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { toast } = useToast();
  // The box sits below the plan cards: a link that did not work must not leave its explanation off screen.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) card.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [notice]);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestLink(email).unwrap();
      setSent(email);
    } catch (err) {
      toast({
        title: SUBSCRIBER_ACCESS_MESSAGES.linkRequestFailed,
        description: errorText(err, SUBSCRIBER_ACCESS_MESSAGES.linkRequestFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card
      ref={card}
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', scrollMarginTop: 80 }}
      id="subscription-access"
      data-testid="subscription-access"
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Access Your Subscription
        </Typography>
        {notice && !sent && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {sent ? (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              <AlertTitle>{SUBSCRIBER_ACCESS_MESSAGES.linkSentTitle}</AlertTitle>
              We sent it to <strong>{sent}</strong>. {SUBSCRIBER_ACCESS_MESSAGES.linkSent}
            </Alert>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Nothing in your inbox after a few minutes? Check the spam folder, or make sure it is the address you
              subscribed with.
            </Typography>
            <Button
              onClick={() => {
                setSent(null);
                form.reset({ email: sent });
              }}
            >
              Send another link
            </Button>
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Already subscribed? Enter the e-mail you subscribed with and we&apos;ll e-mail you a link to your plan and
              your conversation with your coach.
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={submit}
              aria-label="Access Your Subscription"
              sx={{
                display: 'flex',
                gap: 2,
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { sm: 'flex-start' },
              }}
            >
              <FormTextField
                control={form.control}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                size="small"
              />
              <Button
                type="submit"
                variant="contained"
                disabled={isLoading}
                sx={{ whiteSpace: 'nowrap', minWidth: 180, py: 1 }}
              >
                {isLoading ? 'Sending link...' : 'Access Subscription'}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
