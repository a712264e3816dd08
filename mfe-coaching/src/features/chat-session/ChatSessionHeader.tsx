import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import { CHAT_LIFETIME_MESSAGES, CHAT_MESSAGES } from '@app/contracts';
import { ThemeToggleButton } from '@app/web-kit';

export type SessionBadge = 'live' | 'ended' | 'none';

/**
 * §2: "Back to Home" and the "Live Session" badge (a badge, not the page heading: the service title is the h1); a
 * session that has ended (issue 15) says so instead, and a page with no session (loading, not found) shows none.
 */
export function ChatSessionHeader({ badge = 'live' }: { badge?: SessionBadge }) {
  const ended = badge === 'ended';
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} color="inherit">
          Back to Home
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {badge !== 'none' && (
          <Chip
            icon={
              ended ? (
                <DoNotDisturbOn sx={{ fontSize: 16 }} aria-hidden />
              ) : (
                <FiberManualRecord sx={{ fontSize: 12 }} aria-hidden />
              )
            }
            label={ended ? CHAT_LIFETIME_MESSAGES.endedBadge : CHAT_MESSAGES.liveBadge}
            color={ended ? 'default' : 'success'}
            variant="outlined"
            size="small"
            sx={{ fontWeight: 700 }}
          />
        )}
        <ThemeToggleButton />
      </Container>
    </Box>
  );
}
