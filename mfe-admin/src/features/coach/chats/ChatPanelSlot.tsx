import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CoachChatSessionDto } from '@app/contracts';
import { ChatPanel, useBrandSettings } from '@app/web-kit';
import { formatEtDateTime } from '../../common/formatDates';

/**
 * The coach's side of the chosen conversation. The coach joins any session on the admin cookie (no token),
 * under the brand coach's id that the API gives each chat session (`coach:<brand>`).
 */
export function ChatPanelSlot({
  session,
  logHeight,
}: {
  session: CoachChatSessionDto | null;
  /** The message log's height when the page around it decides (a phone's full screen). */
  logHeight?: number;
}) {
  const coachName = useBrandSettings(session?.brand ?? 'coaching').coachName;
  if (!session) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">Choose a session to open its conversation.</Typography>
      </Paper>
    );
  }
  const when = session.scheduledTime
    ? `booked for ${formatEtDateTime(session.scheduledTime)}`
    : `started ${formatEtDateTime(session.startedAt)}`;
  // An ended session's room still opens: the history is readable, and the panel shows why nothing can be sent.
  const ended = session.status === 'ended' ? ' · ended' : '';
  return (
    <ChatPanel
      // A new key per session: a fresh socket and message list, never the previous client's messages.
      key={session.id}
      sessionId={session.id}
      userId={`coach:${session.brand}`}
      userName={coachName}
      userType="coach"
      title={`Chat with ${session.clientName}`}
      subtitle={`${session.serviceName} · ${when}${ended}`}
      titleComponent="h3"
      {...(logHeight ? { logHeight } : {})}
    />
  );
}
