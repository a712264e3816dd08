import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  SUBSCRIPTION_MESSAGES,
  toConversation,
  type ConversationEntry,
  type SubscriptionMessageDto,
} from '@app/contracts';
import { formatInstantEt, useBrandSettings } from '@app/web-kit';
import { useGetSubscriptionMessagesQuery } from './subscriptionsApi';

/** Shown with no messages when the plan cannot ask yet (waiting for payment, or ended). */
export const NO_MESSAGES_CLOSED = 'No messages yet. Questions open once your plan is active.';

interface Thread {
  question: ConversationEntry;
  answers: ConversationEntry[];
}

/**
 * An answer kept only as the latest `coachResponse` (a server from before answers were threaded) still shows,
 * as the question's one answer.
 */
function withAnswers(messages: readonly SubscriptionMessageDto[]): SubscriptionMessageDto[] {
  return messages.map((m) =>
    m.answers?.length || !m.coachResponse
      ? m
      : {
          ...m,
          answers: [
            {
              id: `${m.id}-answer`,
              questionId: m.id,
              message: m.coachResponse,
              createdAt: m.answeredAt ?? m.createdAt,
            },
          ],
        },
  );
}

/** contracts toConversation, grouped: each question with every answer threaded under it. */
function threads(messages: readonly SubscriptionMessageDto[]): Thread[] {
  const result: Thread[] = [];
  for (const entry of toConversation(withAnswers(messages))) {
    if (entry.sender === 'customer') result.push({ question: entry, answers: [] });
    else result.find((t) => t.question.id === entry.replyTo)?.answers.push(entry);
  }
  return result;
}

function Bubble({ entry, author, children }: { entry: ConversationEntry; author: string; children?: ReactNode }) {
  const fromCoach = entry.sender === 'coach';
  return (
    <Paper
      variant="outlined"
      data-testid={fromCoach ? 'coach-message' : 'customer-message'}
      sx={{
        p: 1.5,
        bgcolor: fromCoach ? 'action.hover' : 'background.paper',
        borderColor: fromCoach ? 'secondary.main' : 'primary.main',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {author} · {formatInstantEt(entry.timestamp)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.message}</Typography>
      {children}
    </Paper>
  );
}

/** "Your Conversations": each question, and under it every coach answer as its own message, oldest first. */
export function ConversationList({
  subscriptionId,
  canAsk = true,
  ended = false,
}: {
  subscriptionId: string;
  canAsk?: boolean;
  /** The plan is over (cancelled or expired): no "once your plan is active" promise. */
  ended?: boolean;
}) {
  const { data, isLoading, isError } = useGetSubscriptionMessagesQuery(subscriptionId, {
    refetchOnMountOrArgChange: true,
  });
  const brand = useBrandSettings('coaching');
  const list = threads(data ?? []);

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
      ) : list.length === 0 ? (
        <Typography color="text.secondary">
          {canAsk ? SUBSCRIPTION_MESSAGES.noMessages : ended ? 'No messages yet.' : NO_MESSAGES_CLOSED}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label="Conversation">
          {list.map(({ question, answers }) => (
            <Box component="li" key={question.id} data-testid="conversation-thread" sx={{ display: 'grid', gap: 1 }}>
              <Bubble entry={question} author="You">
                {answers.length === 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ mt: 0.5, fontStyle: 'italic' }}
                  >
                    {SUBSCRIPTION_MESSAGES.awaitingCoach}
                  </Typography>
                )}
              </Bubble>
              {answers.length > 0 && (
                // Answers sit indented under their question, joined to it by a rule, each in its own bubble.
                <Box
                  component="ol"
                  aria-label={`${brand.coachName}'s ${answers.length === 1 ? 'answer' : 'answers'}`}
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                    pl: { xs: 1.5, sm: 3 },
                    ml: { xs: 1, sm: 2 },
                    borderLeft: 2,
                    borderColor: 'secondary.main',
                    display: 'grid',
                    gap: 1,
                  }}
                >
                  {answers.map((answer) => (
                    <Box component="li" key={answer.id}>
                      <Bubble entry={answer} author={brand.coachName} />
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
