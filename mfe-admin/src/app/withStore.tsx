import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';

/** The browser's one store for this remote, shared by every page of it that mounts (and kept between them). */
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

/**
 * Every exposed page brings this remote's own store. In the browser that is one store however many pages mount.
 * On the server one loaded module serves every request, so a module-level store would carry one visitor's data
 * into another visitor's page: there each mounted page gets a store of its own, dropped with the render.
 */
export function withStore<P extends object>(Page: ComponentType<P>) {
  function WithStore(props: P) {
    const [serverStore] = useState(() => (typeof window === 'undefined' ? makeStore() : null));
    const store = serverStore ?? (browserStore ??= rememberInitialState(makeStore()));
    return (
      <Provider store={store} serverState={hydrationState}>
        <Page {...props} />
      </Provider>
    );
  }
  WithStore.displayName = `withStore(${Page.displayName ?? Page.name})`;
  return WithStore;
}
