import Box from '@mui/material/Box';
import { withStore } from '../app/withStore';
import { ChatSessionScreen } from '../features/chat-session/ChatSessionScreen';
import type { PageMeta } from '@app/contracts';

export const meta: PageMeta = {
  title: 'Live Chat Session | Professional Life Coaching',
  description:
    'The live chat room of your coaching session, with its details and guidelines. Without a session link, try the demo room.',
};

/** SPEC §2 /chat-session: a focused room (own header instead of the site navigation) around the live chat. */
function ChatSessionPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ChatSessionScreen />
    </Box>
  );
}

export default withStore(ChatSessionPage);
