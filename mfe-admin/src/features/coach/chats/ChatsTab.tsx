import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetCoachChatSessionsQuery } from './chatSessionsApi';
import { ChatSessionList } from './ChatSessionList';
import { ChatPanelSlot } from './ChatPanelSlot';

/**
 * The coach may join any session (issue 4 §3); ended ones (cancelled, or past their time) are listed after the open
 * ones for a week, read-only. The list refreshes on focus and on demand, never by polling.
 */
export function ChatsTab() {
  const { data, error, isLoading, isFetching, refetch } = useGetCoachChatSessionsQuery();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sessions = data ?? [];
  const selected = sessions.find((s) => s.id === selectedId) ?? null;

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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <ChatSessionList sessions={sessions} selectedId={selectedId} onSelect={setSelectedId} />
          <ChatPanelSlot session={selected} />
        </Box>
      </QueryState>
    </Stack>
  );
}
