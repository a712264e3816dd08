import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageSpinner } from '@app/web-kit';
import { useGetSessionQuery } from './authApi';
import { signInPathFor } from './paths';

/**
 * DESIGN §3: the tester console, the coach console and the coach side of chat need an admin session.
 * A signed-out visitor goes to the sign-in form, which brings them back to this exact address. The server cannot
 * ask for the session, so it renders the spinner; the browser asks once it has hydrated.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error, isLoading, isFetching, refetch } = useGetSessionQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // Decide on an answer asked for while this page is mounted: right after signing in, the cache still holds the
  // sign-in page's 401 until the new request (started after the first render, or already in flight) answers, and
  // acting on it bounced the new admin back to the sign-in page for a moment.
  const sawFetch = useRef(false);
  if (isFetching) sawFetch.current = true;
  if (isFetching || !sawFetch.current) return <PageSpinner />;
  if (error && 'status' in error && error.status === 401) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (error) {
    // Inside the page's own <main> (AdminPage), so a plain alert rather than a second main landmark.
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 600 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Could not check your admin session. {error.message}
      </Alert>
    );
  }
  if (isLoading || !data) return <PageSpinner />;
  return <>{children}</>;
}
