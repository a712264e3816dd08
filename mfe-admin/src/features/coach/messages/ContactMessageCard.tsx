import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_BRANDS, type ContactMessageDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useSetContactMessageStatusMutation } from './contactMessagesApi';

/** A reply opens the coach's own mail program, addressed to the sender and already on the subject. */
export const replyHref = (m: Pick<ContactMessageDto, 'email' | 'subject'>) =>
  `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

function receivedLine(m: ContactMessageDto): string {
  const received = `Received ${formatEtDateTime(m.receivedAt)}`;
  return m.status === 'handled' && m.handledAt ? `${received} · handled ${formatEtDateTime(m.handledAt)}` : received;
}

/** One contact-form message: who wrote, how to answer them, and whether it has been dealt with. */
export function ContactMessageCard({ message: m }: { message: ContactMessageDto }) {
  const [setStatus, { isLoading }] = useSetContactMessageStatusMutation();
  const withToast = useResultToast();
  const unread = m.status === 'unread';
  const next = unread ? 'handled' : 'unread';

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="contact-message">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: unread ? 700 : 600 }}>
          {m.name}
        </Typography>
        <Chip size="small" variant="outlined" color="primary" label={DEFAULT_BRANDS[m.brand]?.name ?? m.brand} />
        <Chip
          size="small"
          color={unread ? 'warning' : 'default'}
          label={unread ? 'Unread' : 'Handled'}
          data-testid="message-status"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {receivedLine(m)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mt: 1 }}>
        <Link href={replyHref(m)} sx={{ wordBreak: 'break-all' }}>
          {m.email}
        </Link>
        {m.phone && <Link href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>{m.phone}</Link>}
      </Stack>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{m.subject}</Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          size="small"
          variant={unread ? 'contained' : 'outlined'}
          disabled={isLoading}
          aria-label={`${unread ? 'Mark handled' : 'Mark unread'}: message from ${m.name}`}
          onClick={() =>
            void withToast(setStatus({ id: m.id, status: next }), {
              success: unread ? COACH_MESSAGES.messageHandled : COACH_MESSAGES.messageUnread,
              failure: COACH_MESSAGES.messageStatusFailed,
            })
          }
        >
          {unread ? 'Mark handled' : 'Mark unread'}
        </Button>
      </Stack>
    </Paper>
  );
}
