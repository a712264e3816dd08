import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES, toConversation } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { useGetSubscriptionMessagesQuery } from './subscriptionsApi';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Your Conversations": each question, then the coach's answer once given (contracts toConversation). */
export function ConversationList({ subscriptionId }: { subscriptionId: string }) {
  const { data, isLoading, isError } = useGetSubscriptionMessagesQuery(subscriptionId, { refetchOnMountOrArgChange: true });
  const brand = useBrandSettings('coaching');
  const messages = data ?? [];
  const entries = toConversation(messages);
  const answered = new Set(messages.filter((m) => m.isAnswered).map((m) => `${m.id}:q`));

  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        Your Conversations
      </Typography>
      {isLoading ? (
        <Box aria-busy="true">
          <Typography color="text.secondary">{SUBSCRIPTION_MESSAGES.loadingMessages}</Typography>
          <Skeleton variant="rounded" height={64} sx={{ mt: 1 }} />
        </Box>
      ) : isError ? (
        <Typography color="error">Could not load your messages. Please refresh the page.</Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{SUBSCRIPTION_MESSAGES.noMessages}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label="Conversation">
          {entries.map((entry) => {
            const fromCoach = entry.sender === 'coach';
            return (
              <Box component="li" key={entry.id} sx={{ display: 'flex', justifyContent: fromCoach ? 'flex-start' : 'flex-end' }}>
                <Paper
                  variant="outlined"
                  data-testid={fromCoach ? 'coach-message' : 'customer-message'}
                  sx={{
                    p: 1.5,
                    maxWidth: '85%',
                    bgcolor: fromCoach ? 'action.hover' : 'background.paper',
                    borderColor: fromCoach ? 'secondary.main' : 'primary.main',
                  }}
                >
                  <Typography variant="caption" color="text.secondary" component="p">
                    {fromCoach ? brand.coachName : 'You'} · {timeFormat.format(new Date(entry.timestamp))}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.message}</Typography>
                  {!fromCoach && !answered.has(entry.id) && (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                      {SUBSCRIPTION_MESSAGES.awaitingCoach}
                    </Typography>
                  )}
                </Paper>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
