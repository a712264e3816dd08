import { useState } from 'react';
import { REVIEW_MODERATION_STATUSES, type ReviewModerationStatus } from '@app/contracts';
import { FilteredList } from '../../common/FilteredList';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetModerationReviewsQuery } from './reviewsApi';
import { ReviewCard } from './ReviewCard';

const FILTER_LABELS: Record<ReviewModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const FILTERS = REVIEW_MODERATION_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** DESIGN §3: reviews arrive unapproved; only approved ones are shown on /lunar-light. */
export function ReviewsTab() {
  const [filter, setFilter] = useState<ReviewModerationStatus>('pending');
  const query = useGetModerationReviewsQuery(filter);
  return (
    <FilteredList
      title="Review moderation"
      filters={FILTERS}
      filter={filter}
      onFilter={setFilter}
      what="reviews"
      emptyText={COACH_MESSAGES.noReviews(filter)}
      query={query}
      isEmpty={!query.data?.length}
    >
      {(query.data ?? []).map((r) => (
        <ReviewCard key={r.id} review={r} />
      ))}
    </FilteredList>
  );
}
