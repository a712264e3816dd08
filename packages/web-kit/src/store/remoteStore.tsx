/**
 * Each remote's one RTK Query slice and store (issue 18: the four remotes had four identical copies). A remote
 * names its tag types (and may wrap the base query); features add endpoints with `api.injectEndpoints`.
 */
import { useState, type ComponentType } from 'react';
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  createApi,
  reactHooksModule,
  retry,
  setupListeners,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { appBaseQuery, type ApiError } from '../api/baseQuery';
import { useSelectorInTransition } from './useSelectorInTransition';

export type RemoteBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** How long a failed query waits before its one retry: long enough for a blip to pass, short enough to go unnoticed. */
const QUERY_RETRY_DELAY_MS = 300;

/**
 * SPEC §8: "Queries retry once and mutations do not retry". A refusal (4xx other than a timeout or rate limit)
 * would only be refused again, so it is final at once; a network failure or a 5xx gets its one more try.
 */
function retryQueriesOnce(baseQuery: RemoteBaseQuery): RemoteBaseQuery {
  return retry(baseQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
      if (baseQueryApi.type !== 'query') return false;
      // An endpoint may ask for fewer (`extraOptions: { maxRetries: 0 }`), never for more.
      const retries = Math.min(1, (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? 1);
      if (attempt > retries) return false;
      const { status } = error as ApiError;
      return typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
    },
    backoff: () => new Promise((resolve) => setTimeout(resolve, QUERY_RETRY_DELAY_MS)),
  });
}

/** RTK Query whose hooks render an answer that arrives in a transition (useSelectorInTransition says why). */
const createApiAnsweringInTransition = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: { useDispatch, useSelector: useSelectorInTransition as typeof useSelector, useStore },
  }),
);

/**
 * One API slice for a remote, with SPEC §9's cache policy: always stale, dropped at once, refetched on focus.
 * `answers`: how an answer that arrives re-renders its readers. `in-transition` (the visitor's pages, where a
 * phone's first screen is measured) or `at-once` (react-redux's own, synchronous: the coach's console, where a
 * chat message or a saved change is expected on screen the moment it lands).
 */
export function createRemoteApi<TagType extends string>(options: {
  tagTypes: readonly TagType[];
  baseQuery?: RemoteBaseQuery;
  answers?: 'in-transition' | 'at-once';
}) {
  const create = options.answers === 'at-once' ? createApi : createApiAnsweringInTransition;
  return create({
    reducerPath: 'api',
    baseQuery: retryQueriesOnce(options.baseQuery ?? appBaseQuery),
    keepUnusedDataFor: 0,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    tagTypes: options.tagTypes,
    endpoints: () => ({}),
  });
}

/** What createRemoteStore needs of the slice. */
export interface RemoteApiSlice {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * The remote's store factory and the page wrapper that provides it. In the browser every page of the remote shares
 * one store (created on first use). On the server one module serves every request, so a shared store would carry
 * one visitor's answers into another's page: there each mounted page gets a store of its own.
 */
export function createRemoteStore(api: RemoteApiSlice) {
  function makeStore() {
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    setupListeners(store.dispatch);
    return store;
  }
  type Store = ReturnType<typeof makeStore>;

  let browserStore: Store | null = null;
  /**
   * What the server rendered with: the store's empty state. react-redux uses it while React hydrates, so a section
   * that hydrates late (below the fold, after data already arrived) first renders what the server sent instead of
   * mismatching; it shows the data right after.
   */
  let hydrationState: ReturnType<Store['getState']> | undefined;
  function storeForPage(): Store {
    if (typeof window === 'undefined') return makeStore();
    if (!browserStore) {
      browserStore = makeStore();
      hydrationState = browserStore.getState();
    }
    return browserStore;
  }

  /** Every exposed page brings its remote's own store. */
  function withStore<P extends object>(Page: ComponentType<P>) {
    function WithStore(props: P) {
      const [store] = useState(storeForPage);
      return (
        <Provider store={store} serverState={hydrationState}>
          <Page {...props} />
        </Provider>
      );
    }
    WithStore.displayName = `withStore(${Page.displayName ?? Page.name})`;
    return WithStore;
  }

  /** Tests only: the next page mounted gets a fresh store, so one test's cached answers never leak into the next. */
  function resetStoreForTests() {
    browserStore = null;
  }

  return { makeStore, withStore, resetStoreForTests };
}
