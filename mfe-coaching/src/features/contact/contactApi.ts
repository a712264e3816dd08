import type { ContactFormValues, ContactResponseDto } from '@app/contracts';
import { api } from '../../app/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponseDto, ContactFormValues>({
      query: (body) => ({ url: 'api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
