import type { PsychicReviewDto, ReviewFormValues, ReviewInvitationDto, ReviewSummaryDto } from '@app/contracts';
import { api } from '../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Approved reviews only, newest first (the API filters; DESIGN §3). */
    getPsychicReviews: build.query<PsychicReviewDto[], void>({
      query: () => 'api/psychic-reviews',
      providesTags: ['PsychicReviews'],
    }),
    /** The average and count the server computes from approved reviews (average null while there are none). */
    getReviewSummary: build.query<ReviewSummaryDto, void>({
      query: () => 'api/psychic-reviews/summary',
      providesTags: ['PsychicReviews'],
    }),
    /** What an e-mailed review link is about ("Reviewing your reading on …"); 400 with the reason otherwise. */
    getReviewInvitation: build.query<ReviewInvitationDto, string>({
      query: (token) => ({ url: 'api/psychic-reviews/invitation', params: { token } }),
    }),
    /** Stored unapproved, so the public list does not change: nothing to invalidate. */
    submitReview: build.mutation<unknown, ReviewFormValues>({
      query: (body) => ({ url: 'api/psychic-reviews', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPsychicReviewsQuery,
  useGetReviewSummaryQuery,
  useGetReviewInvitationQuery,
  useSubmitReviewMutation,
} = reviewsApi;
