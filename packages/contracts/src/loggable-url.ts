/**
 * What a log line may say of a URL (issue 28): credentials in paths and query strings replaced. One function for the
 * API's logs and the shell server's (its render-fallback warnings quote the page's path).
 */
import { REVIEW_TOKEN_PARAM } from './review-links';
import { SIGN_IN_QUERY_PARAM } from './subscriber-access';

/**
 * Query parameters that carry a credential: the chat and review tokens the API reads (`?token=`), the card nonce
 * (`sourceId`), and the e-mailed links' own parameters as the pages are requested (`?signin=`, `?review=`).
 */
const SECRET_QUERY = new RegExp(`([?&](?:token|sourceId|${SIGN_IN_QUERY_PARAM}|${REVIEW_TOKEN_PARAM})=)[^&#]*`, 'gi');
/**
 * The manage link's token is a path segment: the page /manage/<token> and the API's /api/manage/<token>/…; matched
 * anywhere, so a message that quotes a page's path (the server renderer's fallback warning) is covered too.
 */
const SECRET_PATH = /(\/manage\/)[^/?#\s'"]+/gi;

/** A URL, or a message quoting one, as logged: credentials in paths and query strings are replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}
