import type { ContactMessageDto, ContactMessageStatus } from '@app/contracts';
import { api } from '../../../app/api';

/** The inbox filter: one status, or every message ("all" sends no status). */
export type ContactMessageFilter = ContactMessageStatus | 'all';

export const contactMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessageDto[], ContactMessageFilter>({
      query: (filter) => ({
        url: 'api/coach/contact-messages',
        params: filter === 'all' ? undefined : { status: filter },
      }),
      providesTags: ['ContactMessages'],
    }),
    setContactMessageStatus: build.mutation<ContactMessageDto, { id: string; status: ContactMessageStatus }>({
      query: ({ id, status }) => ({
        url: `api/coach/contact-messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      // Every filter and the tab's unread count read the same tag, so a message moves between them at once.
      invalidatesTags: ['ContactMessages'],
    }),
  }),
});

export const { useGetContactMessagesQuery, useSetContactMessageStatusMutation } = contactMessagesApi;
