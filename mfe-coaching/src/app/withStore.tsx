import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';

let store: AppStore | null = null;

/** Every exposed page brings this remote's own store, created once however many pages mount. */
export function withStore<P extends object>(Page: ComponentType<P>) {
  function WithStore(props: P) {
    store ??= makeStore();
    return (
      <Provider store={store}>
        <Page {...props} />
      </Provider>
    );
  }
  WithStore.displayName = `withStore(${Page.displayName ?? Page.name})`;
  return WithStore;
}
