import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetContactMessagesQuery, type ContactMessageFilter } from './contactMessagesApi';
import { ContactMessageCard } from './ContactMessageCard';

const FILTERS: ReadonlyArray<{ value: ContactMessageFilter; label: string }> = [
  { value: 'unread', label: 'Unread' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Contact-form messages of both brands (DESIGN §3 "Contact messages"): unread first, newest first. */
export function MessagesTab() {
  const [filter, setFilter] = useState<ContactMessageFilter>('unread');
  const { data, error, isLoading, refetch } = useGetContactMessagesQuery(filter);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Contact messages
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, next: ContactMessageFilter | null) => next && setFilter(next)}
          aria-label="Which messages"
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f.value} value={f.value}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={COACH_MESSAGES.noMessages[filter]}
        what="messages"
      >
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Messages">
          {(data ?? []).map((m) => (
            <ContactMessageCard key={m.id} message={m} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
