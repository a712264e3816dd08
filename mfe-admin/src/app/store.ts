import { useDispatch } from 'react-redux';
import { createRemoteStore } from '@app/web-kit';
import { api } from './api';

/** This remote's store, and `withStore` for its exposed pages (web-kit's createRemoteStore). */
export const { makeStore, withStore } = createRemoteStore(api);

export type AppDispatch = ReturnType<typeof makeStore>['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
