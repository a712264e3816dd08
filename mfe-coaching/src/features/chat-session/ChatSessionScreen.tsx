import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PageSpinner, useBrandSettings } from '@app/web-kit';
import { chatSessionTarget, type ChatSessionTarget } from './chatSessionParams';
import { useGetChatSessionQuery } from './chatSessionApi';
import { demoGuest, demoSessionView, type ChatUser } from './demoSession';
import { useDemoRoom } from './useDemoRoom';
import { ChatSessionHeader, type SessionBadge } from './ChatSessionHeader';
import { ChatSessionRoom } from './ChatSessionRoom';
import { SessionNotFound } from './SessionNotFound';
import { MAIN_CONTENT_ID } from '@app/contracts';

/** Answers that mean "this link does not open a session", as opposed to a server or network failure. */
const NOT_FOUND_STATUSES = new Set<number | string>([400, 401, 403, 404]);

function DemoRoom() {
  const coachName = useBrandSettings('coaching').coachName;
  // The guest and the room live in this tab's sessionStorage (or are made now): only the browser has them, so the
  // server and the hydrating first render show the room without them, and the chat joins once both are known.
  const [user, setUser] = useState<ChatUser | null>(null);
  useEffect(() => setUser(demoGuest()), []);
  const demo = useDemoRoom();
  const room = demo.phase === 'ready' ? demo.room : null;
  const notice =
    demo.phase === 'failed' ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={demo.retry}>
            Retry
          </Button>
        }
      >
        {`Could not open a demo room. ${demo.message}`}
      </Alert>
    ) : undefined;
  return withHeader(
    <ChatSessionRoom
      view={demoSessionView(coachName, room?.sessionId)}
      user={user}
      token={room?.token}
      demo
      notice={notice}
      connect={room !== null}
    />,
  );
}

function BookingRoom({ target }: { target: Extract<ChatSessionTarget, { kind: 'booking' }> }) {
  const { data, error, isLoading, refetch } = useGetChatSessionQuery({
    sessionId: target.sessionId,
    token: target.token,
  });
  if (isLoading) return withHeader(<PageSpinner />, 'none');
  if (error && 'status' in error && NOT_FOUND_STATUSES.has(error.status))
    return withHeader(<SessionNotFound />, 'none');
  if (error || !data) {
    return withHeader(
      <Container component="main" id={MAIN_CONTENT_ID} maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {`Could not load this chat session. ${error?.message ?? ''}`}
        </Alert>
      </Container>,
      'none',
    );
  }
  // One customer per booking: a fixed id per session keeps "your" messages yours on every device and reload.
  const user = { id: `client-${data.sessionId}`, name: data.clientName };
  return withHeader(
    <ChatSessionRoom view={data} user={user} token={target.token} demo={false} />,
    data.status === 'ended' ? 'ended' : 'live',
  );
}

/** `badge`: live or ended for a room; none while there is no session to speak of (loading, not found, failed). */
function withHeader(content: ReactNode, badge: SessionBadge = 'live') {
  return (
    <>
      <ChatSessionHeader badge={badge} />
      {content}
    </>
  );
}

/** §2 /chat-session: the demo room without parameters, a booking's room from its chat link, else Not Found. */
export function ChatSessionScreen() {
  const [search] = useSearchParams();
  const target = chatSessionTarget(search);
  if (target.kind === 'demo') return <DemoRoom />;
  if (target.kind === 'invalid') return withHeader(<SessionNotFound />, 'none');
  return <BookingRoom target={target} />;
}
