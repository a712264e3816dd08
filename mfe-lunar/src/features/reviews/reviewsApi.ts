import type { PsychicReviewDto, ReviewFormValues } from '@app/contracts';
import { api } from '../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Approved reviews only, newest first (the API filters; DESIGN §3). */
    getPsychicReviews: build.query<PsychicReviewDto[], void>({
      query: () => 'api/psychic-reviews',
      providesTags: ['PsychicReviews'],
    }),
    /** Stored unapproved, so the public list does not change: nothing to invalidate. */
    submitReview: build.mutation<unknown, ReviewFormValues>({
      query: (body) => ({ url: 'api/psychic-reviews', method: 'POST', body }),
    }),
  }),
});

export const { useGetPsychicReviewsQuery, useSubmitReviewMutation } = reviewsApi;
