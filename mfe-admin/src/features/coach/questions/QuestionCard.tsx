import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, type CoachQuestionDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';
import { AnswerThread } from './AnswerThread';
import { ReplyForm } from './ReplyForm';

export function QuestionCard({ question: q }: { question: CoachQuestionDto }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="question-card">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {q.customerName}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={PLANS[q.planType]?.name ?? q.planType} />
        {q.kind === 'video_request' && <Chip size="small" color="secondary" label="Video request" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {`${q.customerEmail} · asked ${formatEtDateTime(q.createdAt)}`}
      </Typography>
      <Typography
        component="blockquote"
        sx={{ m: 0, mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
      >
        {q.customerMessage}
      </Typography>
      <AnswerThread answers={q.answers ?? []} customerName={q.customerName} />
      <ReplyForm questionId={q.id} customerName={q.customerName} answered={(q.answers ?? []).length > 0} />
    </Paper>
  );
}
