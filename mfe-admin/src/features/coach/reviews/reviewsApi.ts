import type { ReviewModerationDto, ReviewModerationStatus } from '@app/contracts';
import { api } from '../../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModerationReviews: build.query<ReviewModerationDto[], ReviewModerationStatus>({
      query: (status) => ({ url: 'api/coach/reviews', params: { status } }),
      providesTags: ['Reviews'],
    }),
    approveReview: build.mutation<ReviewModerationDto, string>({
      query: (id) => ({ url: `api/coach/reviews/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['Reviews'],
    }),
    rejectReview: build.mutation<ReviewModerationDto, string>({
      query: (id) => ({ url: `api/coach/reviews/${encodeURIComponent(id)}/reject`, method: 'POST' }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useGetModerationReviewsQuery, useApproveReviewMutation, useRejectReviewMutation } = reviewsApi;
