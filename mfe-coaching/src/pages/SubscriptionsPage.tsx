import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  PLANS,
  SIGN_IN_QUERY_PARAM,
  SUBSCRIBER_ACCESS_MESSAGES,
  formatDollars,
  type PageMeta,
  type PlanType,
} from '@app/contracts';
import { deferredSection, errorText, useHydrated } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { CoachingLayout } from '../layout/CoachingLayout';
import { PlanChooser } from '../features/subscriptions/PlanChooser';
import type { LookupNotice } from '../features/subscriptions/SubscriptionLookup';
import {
  useGetMySubscriptionsQuery,
  useSignInWithLinkMutation,
  useSignOutSubscriberMutation,
} from '../features/subscriptions/subscriptionsApi';
import type { SubscriptionStart } from '../features/subscriptions/useStartSubscription';

// The description is published with the release, before any brand settings are read: it promises nothing that
// needs a meeting room (issue 29), so it stays true whether or not video sessions can be delivered.
/*
 * What the first screen (the plans) does not show comes with its own code (issue 31: the forms' react-hook-form and
 * yup were ~25 KB gzip of this page's first load): the subscription form and the dashboard load when asked for, the
 * "Access Your Subscription" box below the plans as it nears the viewport (in the server's HTML all along).
 */
const SubscriptionForm = lazy(() =>
  import('../features/subscriptions/SubscriptionForm').then((m) => ({ default: m.SubscriptionForm })),
);
const SubscriptionDashboard = lazy(() =>
  import('../features/subscriptions/SubscriptionDashboard').then((m) => ({ default: m.SubscriptionDashboard })),
);
const PlanStartedNotice = lazy(() =>
  import('../features/subscriptions/PlanStartedNotice').then((m) => ({ default: m.PlanStartedNotice })),
);
const SubscriptionLookup = deferredSection<{ notice: LookupNotice | null }>(
  () => import('../features/subscriptions/SubscriptionLookup').then((m) => ({ default: m.SubscriptionLookup })),
  { anchorId: 'subscription-access', minHeight: 260 },
);

export const meta: PageMeta = {
  title: 'Monthly Coaching Plans | Professional Life Coaching',
  description: `Daily questions to your coach with Standard (${formatDollars(PLANS.standard.price)}/month) or Premium (${formatDollars(PLANS.premium.price)}/month, more questions and priority answers). Subscribers open their dashboard here.`,
};

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-label={label}>
      <Typography align="center" color="text.secondary">
        {label}
      </Typography>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/**
 * SPEC §2 /subscriptions: plans → form (with Back to Plans) → "check your inbox" → dashboard. The dashboard needs a
 * subscriber session (DESIGN §3): the e-mailed link (/subscriptions?signin=<token>, exchanged here for the httpOnly
 * cookie). Starting a plan opens none: its answer is the same whatever the address has (issue 28). Session state lives in the cookie only the server reads, so the server
 * renders the plans and the browser asks GET /api/subscriptions/mine once hydrated.
 */
function SubscriptionsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const token = new URLSearchParams(location.search).get(SIGN_IN_QUERY_PARAM);

  const [signIn, { isLoading: exchanging }] = useSignInWithLinkMutation();
  const [signOut, { isLoading: signingOut }] = useSignOutSubscriberMutation();
  const mine = useGetMySubscriptionsQuery(undefined, {
    skip: !hydrated || token !== null || exchanging,
    // The cookie may have changed since the last visit (signed in or out in another tab): ask again on every visit.
    refetchOnMountOrArgChange: true,
  });

  const [plan, setPlan] = useState<PlanType | null>(null);
  const [started, setStarted] = useState<SubscriptionStart | null>(null);
  const [notice, setNotice] = useState<LookupNotice | null>(null);
  // Just signed in by the link: a loading state until the session's plans arrive, not a flash of the plans.
  const [awaitingSession, setAwaitingSession] = useState(false);

  // The link works once: it is spent at most once per page, and taken out of the address bar (history, reloads).
  const spent = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !token || spent.current === token) return;
    spent.current = token;
    setAwaitingSession(true);
    signIn(token)
      .unwrap()
      .then(() => setNotice(null))
      .catch((err: unknown) => {
        setAwaitingSession(false);
        setNotice({ severity: 'error', text: errorText(err, SUBSCRIBER_ACCESS_MESSAGES.linkInvalid) });
      })
      .finally(() => navigate({ pathname: location.pathname, search: '' }, { replace: true }));
  }, [hydrated, token, signIn, navigate, location.pathname]);

  useEffect(() => {
    if (awaitingSession && !mine.isFetching && !mine.isUninitialized) setAwaitingSession(false);
  }, [awaitingSession, mine.isFetching, mine.isUninitialized]);

  const session = mine.data ?? null;
  let content;
  if (token !== null || exchanging) {
    content = <Loading label={SUBSCRIBER_ACCESS_MESSAGES.signingIn} />;
  } else if (session) {
    content = (
      <SubscriptionDashboard
        signingOut={signingOut}
        onSignOut={() => {
          void signOut()
            .unwrap()
            .catch(() => undefined)
            .finally(() => setNotice({ severity: 'info', text: SUBSCRIBER_ACCESS_MESSAGES.signedOut }));
        }}
      />
    );
  } else if (awaitingSession) {
    content = <Loading label="Opening your dashboard..." />;
  } else if (started) {
    content = <PlanStartedNotice started={started} onDone={() => setStarted(null)} />;
  } else if (plan) {
    content = (
      <SubscriptionForm
        planType={plan}
        headingLevel="h2"
        onBack={() => setPlan(null)}
        onCreated={(s) => {
          setPlan(null);
          setStarted(s);
        }}
      />
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', gap: 6 }}>
        <PlanChooser selected={plan} onSelect={setPlan} headingLevel="h2" />
        <SubscriptionLookup notice={notice} />
      </Box>
    );
  }

  return (
    <CoachingLayout>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography
          variant="h3"
          component="h1"
          align="center"
          gutterBottom
          sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
        >
          Monthly Coaching Plans
        </Typography>
        <Typography align="center" color="text.secondary" sx={{ maxWidth: 720, mx: 'auto', mb: 5 }}>
          Keep your coach in your pocket. Plans renew monthly; cancel anytime and it takes effect at the end of the
          period you paid for.
        </Typography>
        <Suspense fallback={<Loading label="Loading..." />}>{content}</Suspense>
      </Container>
    </CoachingLayout>
  );
}

export default withStore(SubscriptionsPage);
