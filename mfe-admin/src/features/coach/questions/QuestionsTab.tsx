import { useState } from 'react';
import { FilteredList } from '../../common/FilteredList';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetCoachQuestionsQuery } from './questionsApi';
import { QuestionCard } from './QuestionCard';

type QuestionFilter = 'open' | 'answered';

const FILTERS: ReadonlyArray<{ value: QuestionFilter; label: string }> = [
  { value: 'open', label: 'Waiting for reply' },
  { value: 'answered', label: 'Answered' },
];

/** The subscription questions inbox: open questions first, answered ones on request. */
export function QuestionsTab() {
  const [filter, setFilter] = useState<QuestionFilter>('open');
  const answered = filter === 'answered';
  const query = useGetCoachQuestionsQuery({ answered });
  return (
    <FilteredList
      title="Subscriber questions"
      filters={FILTERS}
      filter={filter}
      onFilter={setFilter}
      what="questions"
      emptyText={answered ? COACH_MESSAGES.noAnsweredQuestions : COACH_MESSAGES.noOpenQuestions}
      query={query}
      isEmpty={!query.data?.length}
    >
      {(query.data ?? []).map((q) => (
        <QuestionCard key={q.id} question={q} />
      ))}
    </FilteredList>
  );
}
