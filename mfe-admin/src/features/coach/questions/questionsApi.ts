import type { CoachQuestionDto, SubscriptionMessageDto } from '@app/contracts';
import { api } from '../../../app/api';

export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachQuestions: build.query<CoachQuestionDto[], { answered: boolean }>({
      query: ({ answered }) => ({ url: 'api/coach/questions', params: { answered: String(answered) } }),
      providesTags: ['Questions'],
    }),
    answerQuestion: build.mutation<SubscriptionMessageDto, { id: string; response: string }>({
      query: ({ id, response }) => ({
        url: `api/coach/questions/${encodeURIComponent(id)}/answer`,
        method: 'POST',
        body: { response },
      }),
      invalidatesTags: ['Questions'],
    }),
  }),
});

export const { useGetCoachQuestionsQuery, useAnswerQuestionMutation } = questionsApi;
