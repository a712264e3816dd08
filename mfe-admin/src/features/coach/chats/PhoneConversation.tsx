import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { CoachChatSessionDto } from '@app/contracts';
import { ChatPanelSlot } from './ChatPanelSlot';

/** The back bar, the panel's header and its composer: what the message log leaves room for on a phone. */
const CHROME_PX = 240;

/**
 * On a phone the open conversation takes the whole screen, with a way back to the list (issue 27 item 7), instead of
 * sitting a few thousand pixels below it. Escape and the browser's back gesture close it like the button.
 */
export function PhoneConversation({ session, onBack }: { session: CoachChatSessionDto; onBack: () => void }) {
  // A server render has no window (and a dialog renders nothing there); the browser's answer follows at once.
  const logHeight = Math.max(200, (typeof window === 'undefined' ? 640 : window.innerHeight) - CHROME_PX);
  return (
    <Dialog
      fullScreen
      open
      onClose={onBack}
      slotProps={{ paper: { 'aria-label': `Conversation with ${session.clientName}` } }}
    >
      <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back to chats
        </Button>
      </Box>
      <Box sx={{ p: 1 }}>
        <ChatPanelSlot session={session} logHeight={logHeight} />
      </Box>
    </Dialog>
  );
}
