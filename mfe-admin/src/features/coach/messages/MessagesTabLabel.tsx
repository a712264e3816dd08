import Box from '@mui/material/Box';
import { visuallyHidden } from '@app/web-kit';
import { useGetContactMessagesQuery } from './contactMessagesApi';

/** New messages should be noticed from any tab, not only when the inbox is open. */
const UNREAD_POLL_MS = 60_000;

/** "Messages" with the number of unread messages; screen readers hear "Messages 3 unread". */
export function MessagesTabLabel({ label }: { label: string }) {
  const { data } = useGetContactMessagesQuery('unread', { pollingInterval: UNREAD_POLL_MS });
  const unread = data?.length ?? 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {/* A real space, so the name reads "Messages 3 unread" however the count is laid out. */}
      {unread > 0 && ' '}
      {unread > 0 && (
        <Box
          component="span"
          data-testid="unread-count"
          sx={{
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {unread}
          <Box component="span" sx={visuallyHidden}>
            {' unread'}
          </Box>
        </Box>
      )}
    </Box>
  );
}
