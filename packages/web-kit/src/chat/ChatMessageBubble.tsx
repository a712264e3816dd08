import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Done from '@mui/icons-material/Done';
import DoneAll from '@mui/icons-material/DoneAll';
import type { ChatMessageDto } from '@app/contracts';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function formatTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : timeFormat.format(t);
}

interface Props {
  message: ChatMessageDto;
  own: boolean;
}

/** One message. Own messages sit on the right with ticks (§3 "Live view"): one = sent, two = read. */
export function ChatMessageBubble({ message, own }: Props) {
  const time = formatTime(message.timestamp);
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
          <Typography variant="caption" component="time" dateTime={message.timestamp} sx={{ color: 'inherit' }}>
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
