import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminHeader } from './AdminHeader';

interface Props {
  title: string;
  subtitle?: string;
  /** Developer pages with only demo widgets stay public; everything else needs the admin session. */
  requireAdmin?: boolean;
  children: ReactNode;
}

/** The frame of every admin page: header, one h1, and the page's content. */
export function AdminPage({ title, subtitle, requireAdmin = true, children }: Props) {
  const page = (
    <>
      <AdminHeader signedIn={requireAdmin} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </>
  );
  return requireAdmin ? <RequireAdmin>{page}</RequireAdmin> : page;
}
