import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatPanel } from '@app/web-kit';
import { CHAT_LIFETIME_MESSAGES, type ChatSessionViewDto, MAIN_CONTENT_ID } from '@app/contracts';
import { formatSessionTime } from './formatSessionTime';
import { SessionDetailsCard } from './SessionDetailsCard';
import { SessionGuidelinesCard } from './SessionGuidelinesCard';
import { QuickActionsCard } from './QuickActionsCard';
import type { ChatUser } from './demoSession';

interface Props {
  view: ChatSessionViewDto;
  /** Who chats; null until the browser has said (the demo guest): the panel waits to connect until then. */
  user: ChatUser | null;
  /** The booking's chat token; none for the demo session. */
  token?: string;
  demo: boolean;
  /** Shown above the chat (e.g. the demo room could not be opened). */
  notice?: ReactNode;
  /** False keeps the chat from joining yet (the demo room is still being made). */
  connect?: boolean;
}

/** §2 /chat-session: the service title with coach and time, the live chat, and the side cards. */
export function ChatSessionRoom({ view, user, token, demo, notice, connect = true }: Props) {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {view.serviceName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {`with ${view.coachName} · ${formatSessionTime(view.scheduledTime)}`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {demo && (
            <Alert severity="info">
              <AlertTitle>This is a demo</AlertTitle>
              {CHAT_LIFETIME_MESSAGES.demoNote}
            </Alert>
          )}
          {notice}
          <ChatPanel
            sessionId={view.sessionId}
            userId={user?.id ?? ''}
            userName={user?.name ?? ''}
            userType="client"
            token={token}
            enabled={user !== null && connect}
            title={`Chat with ${view.coachName}`}
            subtitle={demo ? (user ? `You are ${user.name}` : 'Joining as a guest...') : undefined}
            logHeight={{ xs: 380, md: 480 }}
          />
        </Stack>
        <Stack spacing={3}>
          <SessionDetailsCard view={view} />
          <SessionGuidelinesCard />
          <QuickActionsCard />
        </Stack>
      </Box>
    </Container>
  );
}
