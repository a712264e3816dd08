import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { coachResponseSchema } from '@app/contracts';
import { useSchemaForm } from '@app/web-kit';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useAnswerQuestionMutation } from './questionsApi';

interface Values {
  response: string;
}
const EMPTY: Values = { response: '' };

interface Props {
  questionId: string;
  customerName: string;
  /** The question already has an answer: this one is added below it, the earlier ones stay. */
  answered: boolean;
}

/**
 * The coach's answer. Each one is kept as its own message under the question, e-mailed to the subscriber and
 * shown in their dashboard (issue 13), so the words say "add", never "replace".
 */
export function ReplyForm({ questionId, customerName, answered }: Props) {
  const [answer, { isLoading }] = useAnswerQuestionMutation();
  const withToast = useResultToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(coachResponseSchema, { defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ response }) => {
    const sent = await withToast(answer({ id: questionId, response }), {
      success: COACH_MESSAGES.answerSent,
      successDetail: COACH_MESSAGES.answerSentDetail(customerName),
      failure: COACH_MESSAGES.answerFailed,
    });
    if (sent) reset();
  });

  const help = answered ? 'Adds a new answer below the ones above; they stay as they are.' : undefined;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <TextField
        {...register('response')}
        label={answered ? `Another answer to ${customerName}` : `Answer to ${customerName}`}
        multiline
        minRows={answered ? 2 : 3}
        fullWidth
        error={Boolean(errors.response)}
        helperText={errors.response?.message ?? help}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Sending...' : answered ? 'Add another answer' : 'Send answer'}
        </Button>
      </Box>
    </Box>
  );
}
