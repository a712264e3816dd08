import { startTransition, useContext, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useIsHydrating } from '../hooks/useIsHydrating';

type Equality<T> = (a: T, b: T) => boolean;

// useLayoutEffect warns on the server; there nothing subscribes anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The answer arriving was rendered at once, in one piece: react-redux reads the store through
 * useSyncExternalStore, whose updates React always renders synchronously, so a query landing re-rendered a whole
 * booking form in one task of 40–120 ms on a phone (issue 31). React cannot slice that render, and a tap meanwhile
 * waits for all of it.
 *
 * The same contract as react-redux's useSelector (RTK Query's hooks are built on it: remoteStore.tsx), but a change
 * the visitor did not cause this instant renders in a transition: in slices, interruptible by input. A change made
 * inside a user event (a mutation's "pending" as the button is clicked) stays urgent, as React would treat a
 * setState there, so a button disables in the same frame.
 *
 * - While hydrating it reads the Provider's `serverState`, as useSelector does, so the first render matches the
 *   server's HTML; what arrived meanwhile renders right after, in a transition too.
 * - An equal selection (the equality function) keeps the previous value, so readers bail out as with useSelector.
 * - It reads the store in render; in a sliced render two readers may briefly see neighbouring states, and the
 *   subscription renders them again at once. RTK Query's selectors are safe with that (a missing entry reads as
 *   uninitialized); selectors that would throw on an entry that vanished must not use this.
 */
export function useSelectorInTransition<S, T>(selector: (state: S) => T, equalityFn: Equality<T> = Object.is): T {
  const context = useContext(ReactReduxContext);
  if (!context) throw new Error('useSelectorInTransition needs a react-redux <Provider>');
  const { store, getServerState } = context;
  const hydrating = useIsHydrating();
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const state = (hydrating && getServerState ? getServerState() : store.getState()) as S;
  const fresh = selector(state);
  const latest = useRef<{ selector: (state: S) => T; selected: T; equalityFn: Equality<T> } | null>(null);
  const previous = latest.current;
  const selected = previous && previous.equalityFn(previous.selected, fresh) ? previous.selected : fresh;

  useIsomorphicLayoutEffect(() => {
    latest.current = { selector, selected, equalityFn };
  });

  useEffect(() => {
    const check = () => {
      const current = latest.current;
      if (!current || current.equalityFn(current.selected, current.selector(store.getState() as S))) return;
      if (isUserEvent()) rerender();
      else startTransition(rerender);
    };
    // A change between this render and the subscription (or after hydration) is not missed.
    check();
    return store.subscribe(check);
  }, [store]);

  return selected;
}

/** Inside a discrete user event (a click, a key): React gives a setState there the highest priority too. */
function isUserEvent(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (!event) return false;
  return !/^(message|load|error|progress|readystatechange|timeupdate|scroll|resize|mousemove|pointermove|touchmove|wheel)$/.test(
    event.type,
  );
}
