import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGetSessionQuery } from '../auth/authApi';
import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminHeader } from './AdminHeader';
import { MAIN_CONTENT_ID } from '@app/contracts';

interface Props {
  title: string;
  subtitle?: string;
  /** Developer pages with only demo widgets stay public; everything else needs the admin session. */
  requireAdmin?: boolean;
  children: ReactNode;
}

/**
 * The frame of every admin page: header, one h1, and the page's content. The frame renders at once (on the server
 * too, where no session can be asked for); only the content waits for the session check, and a signed-out visitor
 * is then sent to the sign-in form. "Sign out" shows once the session is known.
 */
export function AdminPage({ title, subtitle, requireAdmin = true, children }: Props) {
  const session = useGetSessionQuery(undefined, { skip: !requireAdmin });
  return (
    <>
      <AdminHeader signedIn={requireAdmin && session.data?.authenticated === true} />
      <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: { xs: 2, md: 3 }, fontSize: { xs: '0.875rem', md: '1rem' } }}>
            {subtitle}
          </Typography>
        )}
        {requireAdmin ? <RequireAdmin>{children}</RequireAdmin> : children}
      </Container>
    </>
  );
}
