import { createRemoteStore } from '@app/web-kit';
import { api } from './api';

/** This remote's store, and `withStore` for its exposed pages (web-kit's createRemoteStore). */
export const { makeStore, withStore, resetStoreForTests } = createRemoteStore(api);
