import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DemoChatRoomDto } from '@app/contracts';
import { ChatPanel, PageSpinner } from '@app/web-kit';
import { useGetSessionQuery } from '../auth/authApi';
import { signInPathFor } from '../auth/paths';
import type { TestCoach } from './testCoaches';

const TEST_CHAT_PATH = '/test-chat';

/**
 * DESIGN §3: the coach side of chat needs the admin sign-in. Signed out, the rest of the page still works
 * (the client side is public), and this side links to the sign-in form, which brings the coach back here. The
 * coach joins the page's demo room on the admin session (no token).
 */
export function CoachChatSide({ coach, room }: { coach: TestCoach; room: DemoChatRoomDto | null }) {
  const { data, error, isLoading, refetch } = useGetSessionQuery();
  const signedOut = !!error && 'status' in error && error.status === 401;

  if (signedOut) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby="coach-side-title" sx={{ p: 3 }}>
        <Typography id="coach-side-title" variant="h6" component="h2" gutterBottom>
          Coach side
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Sign in as the coach to chat from the coach side.
        </Typography>
        <Button component={RouterLink} to={signInPathFor(TEST_CHAT_PATH)} variant="contained">
          Sign in as coach
        </Button>
      </Paper>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {`Could not check your admin session. ${error.message ?? ''}`}
      </Alert>
    );
  }
  if (isLoading || !data || !room) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <PageSpinner />
      </Paper>
    );
  }
  return (
    <ChatPanel
      key={room.sessionId}
      sessionId={room.sessionId}
      userId={coach.userId}
      userName={coach.name}
      userType="coach"
      title="Coach side"
      subtitle={`As ${coach.name}`}
    />
  );
}
