import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { BrandId } from '@app/contracts';
import { AppProviders } from '../providers/AppProviders';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: Store;
  route?: string;
  brand?: BrandId;
}

/** Renders a component the way the shell does: router, brand theme, snackbars, and the remote's store. */
export function renderWithProviders(
  ui: ReactElement,
  { store, route = '/', brand = 'coaching', ...options }: Options = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders brand={brand}>{children}</AppProviders>
      </MemoryRouter>
    );
    return store ? <Provider store={store}>{tree}</Provider> : tree;
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
export { FakeWebSocket } from '../chat/testing/FakeWebSocket';
export { stubApi, type StubAnswer, type StubReply, type StubRequest } from './stubApi';
export {
  asOnTheServer,
  browserTree,
  headingsOf,
  serverHtmlOf,
  serverTree,
  textOf,
  type ExposedPage,
} from './serverRender';
export { storeProbe } from './storeProbe';
