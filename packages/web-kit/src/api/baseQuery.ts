import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { csrfHeaders } from './csrf';

export interface ApiError {
  status: number | string;
  /** SPEC §8: "<status>: <body text or status text>". */
  message: string;
  /** Field errors from the API's `{statusCode, message, errors}` body, when present. */
  errors?: Record<string, string>;
  data?: unknown;
}

// The page's own origin: in the composed site that is where /api lives, whichever remote asks.
const origin = typeof window === 'undefined' ? '' : window.location.origin;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${origin}/`,
  credentials: 'include',
  responseHandler: 'content-type',
});

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data === undefined || data === null) return '';
  return JSON.stringify(data);
}

/** A write carries the admin's CSRF token (api/csrf.ts); reads go out unchanged. */
function withCsrfHeader(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args;
  const extra = csrfHeaders(args.method);
  if (Object.keys(extra).length === 0) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return { ...args, headers };
}

/**
 * Same origin, credentials included, JSON body only when given (the API refuses any other body on a write), the
 * CSRF header on writes; any non-2xx becomes an ApiError.
 */
export const appBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(withCsrfHeader(args), api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const status = error.status;
  const httpStatus = result.meta?.response?.status;
  if (typeof status === 'number') {
    const data = 'data' in error ? error.data : undefined;
    const text = bodyText(data) || result.meta?.response?.statusText || '';
    const errors =
      data && typeof data === 'object' && 'errors' in data
        ? (data as { errors?: Record<string, string> }).errors
        : undefined;
    return { error: { status, message: `${status}: ${text}`, errors, data } };
  }
  const detail = 'error' in error ? String(error.error) : 'Request failed';
  return { error: { status: httpStatus ?? status, message: detail } };
};
