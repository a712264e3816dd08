import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionAnswerDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';

const oldestFirst = (answers: readonly SubscriptionAnswerDto[]) =>
  [...answers].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/** Every answer the coach gave to one question, oldest first: a later answer adds to the thread, never replaces. */
export function AnswerThread({
  answers,
  customerName,
}: {
  answers: readonly SubscriptionAnswerDto[];
  customerName: string;
}) {
  if (!answers.length) return null;
  return (
    <Stack
      component="ol"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
      aria-label={`Your answers to ${customerName}`}
    >
      {oldestFirst(answers).map((a, i) => (
        <Box
          component="li"
          key={a.id}
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
          data-testid="question-answer"
        >
          <Typography variant="caption" color="text.secondary">
            {`${answers.length > 1 ? `Your answer ${i + 1} of ${answers.length}` : 'Your answer'} · ${formatEtDateTime(a.createdAt)}`}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{a.message}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
