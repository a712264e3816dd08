import { useState } from 'react';
import { FilteredList } from '../../common/FilteredList';
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
  const query = useGetContactMessagesQuery(filter);
  return (
    <FilteredList
      title="Contact messages"
      filters={FILTERS}
      filter={filter}
      onFilter={setFilter}
      what="messages"
      emptyText={COACH_MESSAGES.noMessages[filter]}
      query={query}
      isEmpty={!query.data?.length}
    >
      {(query.data ?? []).map((m) => (
        <ContactMessageCard key={m.id} message={m} />
      ))}
    </FilteredList>
  );
}
