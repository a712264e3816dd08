import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetCoachQuestionsQuery } from './questionsApi';
import { QuestionCard } from './QuestionCard';

/** The subscription questions inbox: open questions first, answered ones on request. */
export function QuestionsTab() {
  const [answered, setAnswered] = useState(false);
  const { data, error, isLoading, refetch } = useGetCoachQuestionsQuery({ answered });
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Subscriber questions
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={answered ? 'answered' : 'open'}
          onChange={(_, next: string | null) => next && setAnswered(next === 'answered')}
          aria-label="Which questions"
        >
          <ToggleButton value="open">Waiting for reply</ToggleButton>
          <ToggleButton value="answered">Answered</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={answered ? COACH_MESSAGES.noAnsweredQuestions : COACH_MESSAGES.noOpenQuestions}
        what="questions"
      >
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Questions">
          {(data ?? []).map((q) => (
            <QuestionCard key={q.id} question={q} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
