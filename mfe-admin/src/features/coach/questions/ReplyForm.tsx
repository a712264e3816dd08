import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { coachResponseSchema } from '@app/contracts';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useAnswerQuestionMutation } from './questionsApi';

interface Values {
  response: string;
}

/** The coach's answer; the subscriber reads it under "Your Conversations" on /subscriptions. */
export function ReplyForm({ questionId, customerName }: { questionId: string; customerName: string }) {
  const [answer, { isLoading }] = useAnswerQuestionMutation();
  const withToast = useResultToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: yupResolver(coachResponseSchema), defaultValues: { response: '' } });

  const onSubmit = handleSubmit(async ({ response }) => {
    await withToast(answer({ id: questionId, response }), {
      success: COACH_MESSAGES.replySent,
      successDetail: COACH_MESSAGES.replySentDetail(customerName),
      failure: COACH_MESSAGES.replyFailed,
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <TextField
        {...register('response')}
        label={`Reply to ${customerName}`}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(errors.response)}
        helperText={errors.response?.message}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send reply'}
        </Button>
      </Box>
    </Box>
  );
}
