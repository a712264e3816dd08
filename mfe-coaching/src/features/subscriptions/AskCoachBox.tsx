import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { SUBSCRIPTION_MESSAGES, subscriptionQuestionSchema } from '@app/contracts';
import { errorText, useSchemaForm, useToast } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useAskCoachMutation, useRequestVideoMutation } from './subscriptionsApi';

interface Props {
  subscriptionId: string;
  remainingToday: number;
  /** Premium: video sessions left this month (null on a plan without them). */
  videosLeft?: number | null;
}

/**
 * The dashboard's "ask the coach" box; past the daily allowance the server's 429 message is shown. On a plan with
 * video sessions the same text can instead ask for one (what the video should cover), while the month has any left.
 */
export function AskCoachBox({ subscriptionId, remainingToday, videosLeft = null }: Props) {
  const form = useSchemaForm(subscriptionQuestionSchema, { defaultValues: { question: '' } });
  const [ask, { isLoading }] = useAskCoachMutation();
  const [requestVideo, { isLoading: requesting }] = useRequestVideoMutation();
  const { toast } = useToast();
  // Issue 29 item 6: at 0 left the box says so before anything is typed, instead of failing after; the text stays
  // open while a video session can still be asked for with it.
  const questionsLeft = remainingToday > 0;
  const canWrite = questionsLeft || (videosLeft ?? 0) > 0;

  const submitVideo = form.handleSubmit(async ({ question }) => {
    try {
      await requestVideo({ subscriptionId, question }).unwrap();
      toast({
        title: SUBSCRIPTION_MESSAGES.videoRequestedTitle,
        description: SUBSCRIPTION_MESSAGES.videoRequested,
        variant: 'success',
      });
      form.reset({ question: '' });
    } catch (err) {
      toast({
        title: SUBSCRIPTION_MESSAGES.videoRequestFailed,
        description: errorText(err, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  });

  const submit = form.handleSubmit(async ({ question }) => {
    try {
      await ask({ subscriptionId, question }).unwrap();
      toast({
        title: SUBSCRIPTION_MESSAGES.questionSentTitle,
        description: SUBSCRIPTION_MESSAGES.questionSent,
        variant: 'success',
      });
      form.reset({ question: '' });
    } catch (err) {
      toast({
        title: SUBSCRIPTION_MESSAGES.questionFailed,
        description: errorText(err, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Ask your coach" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h3">
        Ask Your Coach
      </Typography>
      <FormTextField
        control={form.control}
        name="question"
        label="Your question"
        multiline
        minRows={3}
        disabled={!canWrite}
        helperText={
          questionsLeft
            ? `${remainingToday} question${remainingToday === 1 ? '' : 's'} left today`
            : '0 questions left today. You can ask again after midnight Eastern Time.'
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!questionsLeft || isLoading || requesting}
        >
          {isLoading ? 'Sending...' : 'Send Question'}
        </Button>
        {videosLeft !== null && (
          <>
            <Button
              variant="outlined"
              endIcon={<VideoCallIcon />}
              onClick={() => void submitVideo()}
              disabled={videosLeft <= 0 || isLoading || requesting}
            >
              {requesting ? 'Requesting...' : 'Request a Video Session'}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {`${Math.max(videosLeft, 0)} video session${videosLeft === 1 ? '' : 's'} left this month`}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
