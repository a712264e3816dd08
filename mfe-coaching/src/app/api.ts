import { createRemoteApi } from '@app/web-kit';

/** One API slice for this remote (web-kit's cache policy); features add endpoints with injectEndpoints. */
export const api = createRemoteApi({ tagTypes: ['Services', 'TimeSlots', 'Subscriptions', 'SubscriptionMessages'] });
