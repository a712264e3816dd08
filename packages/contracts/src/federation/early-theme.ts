/**
 * The visitor's theme has one source of truth: browser storage (SPEC §4, key `lunar-light-theme`, both brands). The
 * cookie of the same name only tells the server which mode to render the first paint in, and it can disagree with
 * storage (cleared while storage was kept, or never written). This script runs inline in the page's head, before the
 * shell's code: when storage holds a choice the cookie does not carry, it rewrites the cookie, so every later server
 * render agrees with storage (the browser reads storage first, then the cookie: web-kit's preferredMode). Whether
 * this page's server markup is in that mode is the shell's to decide (it hydrates the markup only then, and renders
 * the page afresh otherwise: markup hydrated in the other mode keeps the server's colours).
 *
 * The Content-Security-Policy allows exactly this text by its hash (EARLY_THEME_CSP_SOURCE); a test checks the two
 * agree, so edit the script, then the hash.
 */
export const EARLY_THEME_SCRIPT =
  '(function(d){try{' +
  "var k='lunar-light-theme',s=localStorage.getItem(k),m=new RegExp('(?:^|;\\\\s*)'+k+'=(light|dark)(?:;|$)').exec(d.cookie);" +
  "if((s==='light'||s==='dark')&&(!m||m[1]!==s))d.cookie=k+'='+s+'; path=/; max-age=31536000; samesite=lax'" +
  '}catch(e){}})(document)';

/** The CSP source allowing EARLY_THEME_SCRIPT inline: sha256 of its exact text. */
export const EARLY_THEME_CSP_SOURCE = "'sha256-XTNio7MIRzrGGj1LVrA7WpAIIoNfD68qlExh36aJk6k='";
