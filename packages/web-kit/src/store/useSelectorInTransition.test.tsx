import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider, shallowEqual } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useSelectorInTransition } from './useSelectorInTransition';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, label: 'zero' },
  reducers: {
    set: (state, action: { payload: number }) => {
      state.value = action.payload;
    },
    relabel: (state, action: { payload: string }) => {
      state.label = action.payload;
    },
  },
});
type State = { counter: ReturnType<typeof counter.reducer> };
const makeStore = () => configureStore({ reducer: { counter: counter.reducer } });

function Value() {
  const value = useSelectorInTransition((s: State) => s.counter.value);
  return <output data-testid="value">{value}</output>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe(useSelectorInTransition.name, () => {
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders a change that arrives on its own (an answer landing) in a transition, not in the same microtask', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Value />
      </Provider>,
    );
    // Outside act, React schedules work as in a browser.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    store.dispatch(counter.actions.set(1));
    await Promise.resolve();
    // react-redux's useSelector would have rendered by now: a store update is synchronous work for React.
    expect(screen.getByTestId('value')).toHaveTextContent('0');
    for (let i = 0; i < 20 && screen.getByTestId('value').textContent !== '1'; i++) await nextTask();
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('renders a change made in a click at once, as a setState there would be', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <button type="button" onClick={() => store.dispatch(counter.actions.set(2))}>
          go
        </button>
        <Value />
      </Provider>,
    );
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('button').click();
    // The same microtask checkpoint after which the transition above had not rendered yet.
    await Promise.resolve();
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });

  it('keeps an equal selection, so its readers do not render again', async () => {
    const store = makeStore();
    const seen: object[] = [];
    function Pair() {
      const pair = useSelectorInTransition((s: State) => ({ value: s.counter.value }), shallowEqual);
      seen.push(pair);
      return <output>{pair.value}</output>;
    }
    render(
      <Provider store={store}>
        <Pair />
      </Provider>,
    );
    const renders = seen.length;
    await act(async () => {
      store.dispatch(counter.actions.relabel('still zero'));
    });
    expect(seen).toHaveLength(renders);
    await act(async () => {
      store.dispatch(counter.actions.set(3));
    });
    expect(seen.at(-1)).toEqual({ value: 3 });
  });

  it('hydrates with what the server rendered, then shows what the store has', async () => {
    const server = makeStore();
    const html = renderToString(
      <Provider store={server}>
        <Value />
      </Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    // The answer landed before hydration; the server's HTML still says 0.
    const store = makeStore();
    const serverState = store.getState();
    store.dispatch(counter.actions.set(5));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store} serverState={serverState}>
          <Value />
        </Provider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('output')).toHaveTextContent('5');
    container.remove();
  });
});
