import type { BrandHoursDto, BrandId, HoursSavedDto, WeeklyHoursRequest } from '@app/contracts';
import { api } from '../../../app/api';

export const hoursApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHours: build.query<BrandHoursDto[], void>({
      query: () => 'api/coach/hours',
    }),
    saveHours: build.mutation<HoursSavedDto, { brand: BrandId } & WeeklyHoursRequest>({
      query: ({ brand, days }) => ({ url: `api/coach/hours/${brand}`, method: 'PUT', body: { days } }),
      // The free times a reschedule offers follow the hours; times opened tell the waitlist.
      invalidatesTags: ['TimeSlots', 'Waitlist'],
      // The answer is the saved week: the editor shows it without asking again.
      async onQueryStarted({ brand }, { dispatch, queryFulfilled }) {
        let data: HoursSavedDto;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // The form shows the failure; the cached week stays as it was.
        }
        dispatch(
          hoursApi.util.updateQueryData('getHours', undefined, (weeks) =>
            weeks.map((week) => (week.brand === brand ? data.hours : week)),
          ),
        );
      },
    }),
  }),
});

export const { useGetHoursQuery, useSaveHoursMutation } = hoursApi;
