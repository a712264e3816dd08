import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { CoachChatSessionDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';

interface Props {
  sessions: readonly CoachChatSessionDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const ENDED_LABELS = { cancelled: 'Ended · cancelled', time: 'Ended' } as const;

function lastLine(s: CoachChatSessionDto): string {
  const last = s.lastMessage;
  if (!last) return 'No messages yet';
  return `${last.senderType === 'coach' ? 'You: ' : ''}${last.preview}`;
}

/**
 * Open sessions first, then recently ended ones (the API's order, kept as activity arrives), each with its last
 * message and how many of the customer's messages wait unseen.
 */
export function ChatSessionList({ sessions, selectedId, onSelect }: Props) {
  return (
    <Paper variant="outlined">
      <List aria-label="Chat sessions" disablePadding>
        {sessions.map((s) => (
          <ListItemButton
            key={s.id}
            selected={s.id === selectedId}
            aria-current={s.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(s.id)}
            divider
            sx={{ alignItems: 'flex-start', gap: 1 }}
          >
            <ListItemText
              primary={s.clientName}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {s.serviceName}
                    {s.lastMessage && ` · ${formatEtDateTime(s.lastMessage.timestamp)}`}
                  </Box>
                  <Box
                    component="span"
                    data-testid="last-message"
                    sx={{ display: 'block', color: s.unreadCount > 0 ? 'text.primary' : undefined }}
                  >
                    {lastLine(s)}
                  </Box>
                </>
              }
              slotProps={{
                primary: { sx: { fontWeight: s.unreadCount > 0 ? 700 : undefined } },
                secondary: { sx: { wordBreak: 'break-word' } },
              }}
            />
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
              {s.unreadCount > 0 && (
                <Chip
                  size="small"
                  color="primary"
                  label={s.unreadCount}
                  aria-label={`${s.unreadCount} unread`}
                  data-testid="unread-count"
                />
              )}
              {s.status === 'ended' && (
                <Chip size="small" variant="outlined" label={ENDED_LABELS[s.endedReason ?? 'time']} />
              )}
            </Box>
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
