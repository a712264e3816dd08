import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import type { CoachQuestionDto, SubscriptionAnswerDto } from '@app/contracts';
import { makeStore } from '../../../app/store';
import { QuestionCard } from './QuestionCard';

jest.setTimeout(20_000);

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const answer = (id: string, message: string, createdAt: string): SubscriptionAnswerDto => ({
  id,
  questionId: 'q-1',
  message,
  createdAt,
});

function question(answers: SubscriptionAnswerDto[]): CoachQuestionDto {
  const latest = answers.at(-1);
  return {
    id: 'q-1',
    subscriptionId: 's-1',
    customerMessage: 'How do I plan my week?',
    coachResponse: latest?.message ?? null,
    isAnswered: answers.length > 0,
    createdAt: '2026-03-14T13:00:00.000Z',
    answeredAt: latest?.createdAt ?? null,
    answers,
    kind: 'question',
    customerName: 'Quinn',
    customerEmail: 'quinn@example.com',
    planType: 'premium',
  };
}

/** Records the answer posts; answers 201. */
function answerEndpoint() {
  api = stubApi({ 'POST /api/coach/questions/q-1/answer': { status: 201, body: {} } });
  return api.posted;
}

const renderCard = (q: CoachQuestionDto) =>
  renderWithProviders(
    <ul>
      <QuestionCard question={q} />
    </ul>,
    { store: makeStore() },
  );

describe(QuestionCard.name, () => {
  it('shows every answer under the question, oldest first, and offers to add another', () => {
    renderCard(
      question([
        answer('a-2', 'And keep Friday afternoon free for review.', '2026-03-14T16:00:00.000Z'),
        answer('a-1', 'Block your three most important tasks first.', '2026-03-14T15:00:00.000Z'),
      ]),
    );
    const thread = screen.getByRole('list', { name: 'Your answers to Quinn' });
    const answers = within(thread).getAllByTestId('question-answer');
    expect(answers.map((a) => a.textContent)).toEqual([
      'Your answer 1 of 2 · Mar 14, 11:00 AM ETBlock your three most important tasks first.',
      'Your answer 2 of 2 · Mar 14, 12:00 PM ETAnd keep Friday afternoon free for review.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Another answer to Quinn' })).toHaveAccessibleDescription(
      'Adds a new answer below the ones above; they stay as they are.',
    );
    expect(screen.getByRole('button', { name: 'Add another answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('an unanswered question has no thread and a "Send answer" form that posts the answer and clears', async () => {
    const posts = answerEndpoint();
    const user = userEvent.setup();
    renderCard(question([]));
    expect(screen.queryByRole('list', { name: 'Your answers to Quinn' })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Answer to Quinn' });
    await user.type(box, 'Start with one priority a day.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Answer sent');
    expect(toast).toHaveTextContent('Quinn is e-mailed your answer and sees it under the question in their dashboard.');
    expect(posts).toEqual([
      { path: '/api/coach/questions/q-1/answer', body: { response: 'Start with one priority a day.' } },
    ]);
    expect(box).toHaveValue('');
  });

  it('refuses an empty answer without calling the API', async () => {
    answerEndpoint();
    const user = userEvent.setup();
    renderCard(question([answer('a-1', 'First answer.', '2026-03-14T15:00:00.000Z')]));
    await user.click(screen.getByRole('button', { name: 'Add another answer' }));
    expect(await screen.findByText('Please enter a response')).toBeInTheDocument();
    expect(api?.calls).toEqual([]);
  });
});
