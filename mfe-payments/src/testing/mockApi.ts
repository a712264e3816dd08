/**
 * The fake API of component tests: web-kit's one stub, with this remote's handlers written per path (any method)
 * as `(body, url) => answer`. /api/brands falls back to 404 so the built-in brand defaults stay in use.
 */
import { stubApi, type StubAnswer } from '@app/web-kit/testing';

type Handler = (body: unknown, url: URL) => StubAnswer;

export function mockApi(handlers: Record<string, Handler>) {
  return stubApi(
    Object.fromEntries(
      Object.entries(handlers).map(([path, handler]) => [path, ({ body, url }) => handler(body, url)]),
    ),
  );
}
