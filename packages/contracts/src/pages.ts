/**
 * What every exposed page module tells the shell besides its component (`export const meta: PageMeta`): the
 * server renderer writes it into the document's head before the page streams, and the browser sets it again on
 * client-side navigation. Each page has its own title and description (search results, tabs, shared links).
 */
export interface PageMeta {
  /** The whole `<title>`, brand included ("Book a Session | Professional Life Coaching"). */
  title: string;
  /** One or two sentences for `<meta name="description">` (about 150 characters at most). */
  description: string;
}

/** The module shape of an exposed page: its component as default export and its meta. */
export interface PageModule<P = Record<string, never>> {
  default: (props: P) => unknown;
  meta?: PageMeta;
}

/**
 * The id of every page's one <main> landmark: the shell's "Skip to main content" link points at it, so the link has a
 * target on every page (axe's skip-link rule, Lighthouse accessibility) and works without JavaScript.
 */
export const MAIN_CONTENT_ID = 'main';
