import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CONSOLE_TABS, tabFromParam, type ConsoleTabId } from './consoleTabs';
import { BookingsTab } from './bookings/BookingsTab';
import { SubscriptionsTab } from './subscriptions/SubscriptionsTab';
import { QuestionsTab } from './questions/QuestionsTab';
import { ReviewsTab } from './reviews/ReviewsTab';
import { ChatsTab } from './chats/ChatsTab';
import { BlackoutsTab } from './blackouts/BlackoutsTab';
import { MessagesTab } from './messages/MessagesTab';
import { MessagesTabLabel } from './messages/MessagesTabLabel';

const PANELS: Record<ConsoleTabId, ComponentType> = {
  bookings: BookingsTab,
  subscriptions: SubscriptionsTab,
  questions: QuestionsTab,
  messages: MessagesTab,
  reviews: ReviewsTab,
  chats: ChatsTab,
  blackouts: BlackoutsTab,
};

export function CoachConsole() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const Panel = PANELS[tab];

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: ConsoleTabId) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Coach console sections"
        >
          {CONSOLE_TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.id === 'messages' ? <MessagesTabLabel label={t.label} /> : t.label}
              id={`coach-tab-${t.id}`}
              aria-controls={`coach-panel-${t.id}`}
            />
          ))}
        </Tabs>
      </Box>
      {/* Only the open panel mounts, so only its data is fetched (and the unread count for the Messages tab). */}
      <Box role="tabpanel" id={`coach-panel-${tab}`} aria-labelledby={`coach-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}
