import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { CHAT_MESSAGES } from '@app/contracts';
import { ThemeToggleButton } from '../../layout/ThemeToggleButton';

/** §2: "Back to Home" and the "Live Session" badge (a badge, not the page heading: the service title is the h1). */
export function ChatSessionHeader() {
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} color="inherit">
          Back to Home
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          icon={<FiberManualRecord sx={{ fontSize: 12 }} aria-hidden />}
          label={CHAT_MESSAGES.liveBadge}
          color="success"
          variant="outlined"
          size="small"
          sx={{ fontWeight: 700 }}
        />
        <ThemeToggleButton />
      </Container>
    </Box>
  );
}
