import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';

/**
 * In the browser every page of this remote shares one store (created on first use). On the server one module
 * serves every request, so a shared store would carry one visitor's answers into another's page: there each
 * mounted page gets a store of its own.
 */
const onServer = typeof window === 'undefined';
let browserStore: AppStore | null = null;
/**
 * What the server rendered with: the store's empty state. react-redux uses it while React hydrates, so a section
 * that hydrates late (below the fold, after data already arrived) first renders what the server sent instead of
 * mismatching; it shows the data right after.
 */
let hydrationState: ReturnType<AppStore['getState']> | undefined;
function rememberInitialState(store: AppStore): AppStore {
  hydrationState = store.getState();
  return store;
}

function storeForPage(): AppStore {
  if (onServer) return makeStore();
  browserStore ??= rememberInitialState(makeStore());
  return browserStore;
}

/** Every exposed page brings this remote's own store. */
export function withStore<P extends object>(Page: ComponentType<P>) {
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
