import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AdminPanel from '@mui/icons-material/AdminPanelSettings';
import { ADMIN_NAV } from './adminNav';
import { ThemeToggleButton } from '@app/web-kit';
import { SignOutButton } from './SignOutButton';

interface Props {
  /** Shows "Sign out"; only pages behind RequireAdmin know a session exists. */
  signedIn?: boolean;
  /** The sign-in page has nowhere to link to yet. */
  showNav?: boolean;
}

export function AdminHeader({ signedIn = false, showNav = true }: Props) {
  const { pathname } = useLocation();
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
        <AdminPanel color="primary" aria-hidden />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, mr: 2 }}>
          Admin
        </Typography>
        {showNav && (
          <Box
            component="nav"
            aria-label="Admin pages"
            sx={{
              display: 'flex',
              gap: 0.5,
              order: { xs: 3, md: 0 },
              width: { xs: '100%', md: 'auto' },
              overflowX: 'auto',
            }}
          >
            {ADMIN_NAV.map((item) => {
              const current = pathname === item.to;
              return (
                <Button
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  color={current ? 'primary' : 'inherit'}
                  variant={current ? 'outlined' : 'text'}
                  size="small"
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggleButton />
        {signedIn && <SignOutButton />}
      </Toolbar>
    </AppBar>
  );
}
