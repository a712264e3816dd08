import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConnectionBadge } from './ConnectionBadge';
import { ChatMessageBubble } from './ChatMessageBubble';
import { ChatComposer } from './ChatComposer';
import { isOwnMessage } from './chatMessagesReducer';
import { useChatSocket, type UseChatSocketOptions } from './useChatSocket';
import { useMarkReadWhenSeen } from './useMarkReadWhenSeen';

export interface ChatPanelProps extends UseChatSocketOptions {
  title?: string;
  subtitle?: string;
  /** The panel's heading level in the page's outline. */
  titleComponent?: 'h2' | 'h3';
  /** Height of the message log; the page around it decides. */
  logHeight?: number | Record<string, number>;
}

const ENDED_PLACEHOLDER = 'This chat has ended';

/** How close to the bottom still counts as "reading the latest": then new messages scroll into view. */
const STICKY_BOTTOM_PX = 80;

/**
 * The live chat panel (issue 4 §5): connection badge, the message log, and the composer. Used by the
 * customer's /chat-session page, both sides of /test-chat and the coach console.
 */
export function ChatPanel({
  title = 'Live Chat',
  subtitle,
  titleComponent = 'h2',
  logHeight = { xs: 360, md: 440 },
  ...options
}: ChatPanelProps) {
  const chat = useChatSocket(options);
  useMarkReadWhenSeen(chat);
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const connected = chat.status === 'connected';

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && stickToBottom.current) log.scrollTop = log.scrollHeight;
  }, [chat.messages]);

  useEffect(() => {
    // A fresh history (join or re-join) shows the latest messages, wherever the reader had scrolled.
    if (chat.loaded) stickToBottom.current = true;
  }, [chat.loaded]);

  const onScroll = () => {
    const log = logRef.current;
    if (log) stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < STICKY_BOTTOM_PX;
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component={titleComponent} sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <ConnectionBadge status={chat.status} />
      </Box>
      <Box
        ref={logRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={`${title} messages`}
        tabIndex={0}
        sx={{
          height: logHeight,
          overflowY: 'auto',
          px: 2,
          py: 1.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {!chat.loaded ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {chat.status === 'disconnected' || chat.status === 'ended' ? 'Not connected.' : 'Loading messages...'}
          </Typography>
        ) : chat.messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            No messages yet. Say hello to start the conversation.
          </Typography>
        ) : (
          chat.messages.map((m) => (
            <ChatMessageBubble key={m.id} message={m} own={isOwnMessage(m, options.userId, options.userType)} />
          ))
        )}
      </Box>
      {chat.ended && (
        <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
          {chat.ended}
        </Alert>
      )}
      {chat.error && (
        <Alert severity="warning" onClose={chat.clearError} sx={{ mx: 2, mb: 1 }}>
          {chat.error}
        </Alert>
      )}
      <Box sx={{ px: 2, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <ChatComposer
          disabled={!connected}
          disabledText={chat.ended ? ENDED_PLACEHOLDER : undefined}
          onSend={chat.send}
        />
      </Box>
    </Paper>
  );
}
