import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIsWide } from '../common/useIsWide';
import { BottomTabBar } from '../layout/BottomTabBar';
import { CONSOLE_TABS, tabFromParam, type ConsoleTabId } from './consoleTabs';
import { BookingsTab } from './bookings/BookingsTab';
import { SubscriptionsTab } from './subscriptions/SubscriptionsTab';
import { QuestionsTab } from './questions/QuestionsTab';
import { ReviewsTab } from './reviews/ReviewsTab';
import { ChatsTab } from './chats/ChatsTab';
import { BlackoutsTab } from './blackouts/BlackoutsTab';
import { CouponsTab } from './coupons/CouponsTab';
import { MessagesTab } from './messages/MessagesTab';
import { MessagesTabLabel } from './messages/MessagesTabLabel';
import { ReleasesTab } from '../releases/ReleasesTab';

const PANELS: Record<ConsoleTabId, ComponentType> = {
  bookings: BookingsTab,
  subscriptions: SubscriptionsTab,
  questions: QuestionsTab,
  messages: MessagesTab,
  reviews: ReviewsTab,
  chats: ChatsTab,
  blackouts: BlackoutsTab,
  coupons: CouponsTab,
  releases: ReleasesTab,
};

const tabId = (id: ConsoleTabId) => `coach-tab-${id}`;
const panelId = (id: ConsoleTabId) => `coach-panel-${id}`;
const label = (id: ConsoleTabId, text: string) => (id === 'messages' ? <MessagesTabLabel label={text} /> : text);

/** The count sits on the icon in the phone's bar, as phones show unread counts. */
const badgeOnIcon = {
  '& [data-testid="unread-count"]': { position: 'absolute', top: 2, left: '50%', ml: 0.5 },
} as const;

export function CoachConsole() {
  const [params, setParams] = useSearchParams();
  const wide = useIsWide();
  const tab = tabFromParam(params.get('tab'));
  const Panel = PANELS[tab];
  const select = (next: ConsoleTabId) => setParams({ tab: next }, { replace: true });

  return (
    <>
      {wide && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={tab} onChange={(_, next: ConsoleTabId) => select(next)} aria-label="Coach console sections">
            {CONSOLE_TABS.map((t) => (
              <Tab
                key={t.id}
                value={t.id}
                label={label(t.id, t.label)}
                id={tabId(t.id)}
                aria-controls={panelId(t.id)}
              />
            ))}
          </Tabs>
        </Box>
      )}
      {/* Only the open panel mounts, so only its data is fetched (and the unread count for the Messages tab). */}
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Panel />
      </Box>
      {!wide && (
        <Box sx={badgeOnIcon}>
          <BottomTabBar
            tabs={CONSOLE_TABS.map(({ id, short, icon: Icon }) => ({ id, label: label(id, short), icon: <Icon /> }))}
            value={tab}
            onChange={select}
            label="Coach console sections"
            tabId={tabId}
            panelId={panelId}
          />
        </Box>
      )}
    </>
  );
}
