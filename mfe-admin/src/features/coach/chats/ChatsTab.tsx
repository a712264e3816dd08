import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useToast } from '@app/web-kit';
import { QueryState } from '../../common/QueryState';
import { useIsWide } from '../../common/useIsWide';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetCoachChatSessionsQuery } from './chatSessionsApi';
import { ChatSessionList } from './ChatSessionList';
import { ChatPanelSlot } from './ChatPanelSlot';
import { PhoneConversation } from './PhoneConversation';
import { useCoachSessionFeed } from './useCoachSessionFeed';

/** The open conversation lives in the address (?tab=chats&session=<id>): the bookings tab and the e-mails link there. */
const SESSION_PARAM = 'session';

/**
 * The coach may join any session (issue 4 §3); ended ones (cancelled, or past their time) are listed after the open
 * ones for a week, read-only. The list stays live over the socket (unread counts, last message, order), and a message
 * from a customer whose conversation is not open shows a toast (issue 27).
 */
export function ChatsTab() {
  const { data, error, isLoading, isFetching, refetch } = useGetCoachChatSessionsQuery();
  const [params, setParams] = useSearchParams();
  const wide = useIsWide();
  const { toast } = useToast();
  const selectedId = params.get(SESSION_PARAM);
  const sessions = data ?? [];
  const selected = sessions.find((s) => s.id === selectedId) ?? null;

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(SESSION_PARAM, id);
        else next.delete(SESSION_PARAM);
        return next;
      },
      { replace: true },
    );

  useCoachSessionFeed((session) => {
    if (session.id === selectedId) return;
    toast({
      title: `New message from ${session.clientName}`,
      description: session.lastMessage?.preview,
      variant: 'info',
    });
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Live chats
        </Typography>
        <Button size="small" startIcon={<Refresh />} onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </Stack>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={sessions.length === 0}
        emptyText={COACH_MESSAGES.noChats}
        what="chat sessions"
      >
        {wide ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 2fr' }}>
            <ChatSessionList sessions={sessions} selectedId={selectedId} onSelect={select} />
            <ChatPanelSlot session={selected} />
          </Box>
        ) : (
          <>
            <ChatSessionList sessions={sessions} selectedId={selectedId} onSelect={select} />
            {selected && <PhoneConversation session={selected} onBack={() => select(null)} />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
