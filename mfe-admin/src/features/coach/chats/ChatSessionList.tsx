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

export function ChatSessionList({ sessions, selectedId, onSelect }: Props) {
  return (
    <Paper variant="outlined">
      <List aria-label="Active chat sessions" disablePadding>
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
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
