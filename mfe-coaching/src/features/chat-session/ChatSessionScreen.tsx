import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PageSpinner, useBrandSettings } from '@app/web-kit';
import { chatSessionTarget, type ChatSessionTarget } from './chatSessionParams';
import { useGetChatSessionQuery } from './chatSessionApi';
import { demoGuest, demoSessionView, type ChatUser } from './demoSession';
import { ChatSessionRoom } from './ChatSessionRoom';
import { SessionNotFound } from './SessionNotFound';

/** Answers that mean "this link does not open a session", as opposed to a server or network failure. */
const NOT_FOUND_STATUSES = new Set<number | string>([400, 401, 403, 404]);

function DemoRoom() {
  const coachName = useBrandSettings('coaching').coachName;
  // The guest lives in this tab's sessionStorage (or is made up at random): only the browser has it, so the
  // server and the hydrating first render show the room without it, and the chat joins once it is read.
  const [user, setUser] = useState<ChatUser | null>(null);
  useEffect(() => setUser(demoGuest()), []);
  return <ChatSessionRoom view={demoSessionView(coachName)} user={user} demo />;
}

function BookingRoom({ target }: { target: Extract<ChatSessionTarget, { kind: 'booking' }> }) {
  const { data, error, isLoading, refetch } = useGetChatSessionQuery({ sessionId: target.sessionId, token: target.token });
  if (isLoading) return <PageSpinner />;
  if (error && 'status' in error && NOT_FOUND_STATUSES.has(error.status)) return <SessionNotFound />;
  if (error || !data) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
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
      </Container>
    );
  }
  // One customer per booking: a fixed id per session keeps "your" messages yours on every device and reload.
  const user = { id: `client-${data.sessionId}`, name: data.clientName };
  return <ChatSessionRoom view={data} user={user} token={target.token} demo={false} />;
}

/** §2 /chat-session: the demo room without parameters, a booking's room from its chat link, else Not Found. */
export function ChatSessionScreen() {
  const [search] = useSearchParams();
  const target = chatSessionTarget(search);
  if (target.kind === 'demo') return <DemoRoom />;
  if (target.kind === 'invalid') return <SessionNotFound />;
  return <BookingRoom target={target} />;
}
