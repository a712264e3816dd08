import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Done from '@mui/icons-material/Done';
import DoneAll from '@mui/icons-material/DoneAll';
import type { ChatMessageDto } from '@app/contracts';

/**
 * A chat shows the reader's own clock, as every messenger does (a conversation happens now, where they are); the
 * page's other times are ET because they name a session. The hover title says which clock, with the date and zone
 * (issue 29 item 8: no time without its zone).
 */
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function formatTime(iso: string): { time: string; title?: string } {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return { time: '' };
  return { time: timeFormat.format(t), title: `${fullFormat.format(t)} (your time)` };
}

interface Props {
  message: ChatMessageDto;
  own: boolean;
}

/** One message. Own messages sit on the right with ticks (§3 "Live view"): one = sent, two = read. */
export function ChatMessageBubble({ message, own }: Props) {
  const { time, title } = formatTime(message.timestamp);
  return (
    <Box
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, mb: 0.25 }}>
        {own ? 'You' : message.senderName}
        {message.senderType === 'coach' && !own ? ' · Coach' : ''}
      </Typography>
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: own ? 4 : undefined,
          borderBottomLeftRadius: own ? undefined : 4,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? theme.palette.primary.contrastText : 'text.primary',
        })}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <Box
          sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, mt: 0.25, opacity: 0.85 }}
        >
          <Typography
            variant="caption"
            component="time"
            dateTime={message.timestamp}
            title={title}
            sx={{ color: 'inherit' }}
          >
            {time}
          </Typography>
          {own &&
            (message.isRead ? (
              <DoneAll sx={{ fontSize: 16 }} titleAccess="Read" data-testid="ticks-read" />
            ) : (
              <Done sx={{ fontSize: 16 }} titleAccess="Sent" data-testid="ticks-sent" />
            ))}
        </Box>
      </Box>
    </Box>
  );
}
