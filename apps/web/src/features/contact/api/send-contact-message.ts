import type { ContactMessage, ContactResponse } from '@app/shared/contact';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST contact/contact: stores the message; the server e-mails an acknowledgement and notifies support. */
const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactMessage>({
      query: (body) => ({ url: 'contact/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
