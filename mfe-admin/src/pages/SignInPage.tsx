import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PageMeta } from '@app/contracts';
import { withStore } from '../app/withStore';
import { useGetSessionQuery } from '../features/auth/authApi';
import { safeNextPath } from '../features/auth/paths';
import { SignInForm } from '../features/auth/SignInForm';
import { AdminHeader } from '../features/layout/AdminHeader';
import { MAIN_CONTENT_ID } from '@app/contracts';

function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  // Always ask afresh: a cached "signed in" can be stale right after signing out.
  const session = useGetSessionQuery(undefined, { refetchOnMountOrArgChange: true });

  // Already signed in (another tab, or the back button): no reason to ask again.
  if (session.isSuccess && !session.isFetching && session.data.authenticated) return <Navigate to={next} replace />;

  return (
    <>
      <AdminHeader showNav={false} />
      <Container component="main" id={MAIN_CONTENT_ID} maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Admin Sign In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The coach console and the tester console are for the site&apos;s staff. Sign in with the admin password to
          continue.
        </Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
          </CardContent>
        </Card>
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Visitors never need an account: booking, subscriptions and chat work without signing in.
          </Typography>
        </Box>
      </Container>
    </>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Admin Sign In | Professional Life Coaching',
  description:
    'Staff sign-in for the coach console and the tester console. Visitors never need an account to book, subscribe or chat.',
};

export default withStore(SignInPage);
