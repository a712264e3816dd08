import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { CHAT_MESSAGES, MAIN_CONTENT_ID } from '@app/contracts';

/** §8: an unknown session, or a link whose token does not match. */
export function SessionNotFound() {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <SearchOff sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {CHAT_MESSAGES.sessionNotFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {CHAT_MESSAGES.sessionNotFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Return Home
      </Button>
    </Container>
  );
}
