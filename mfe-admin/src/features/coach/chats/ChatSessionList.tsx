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

/** Open sessions first, then recently ended ones (the API's order), each ended one marked as such. */
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
          >
            <ListItemText
              primary={s.clientName}
              secondary={`${s.serviceName} · ${s.lastMessageAt ? `last message ${formatEtDateTime(s.lastMessageAt)}` : 'no messages yet'}`}
              slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
            />
            {s.status === 'ended' && (
              <Chip
                size="small"
                variant="outlined"
                label={ENDED_LABELS[s.endedReason ?? 'time']}
                sx={{ ml: 1, flexShrink: 0 }}
              />
            )}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
