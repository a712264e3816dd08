/**
 * Issue 31: the server's markup is on screen before any of the app's code runs. A `<script defer>` runs as soon as
 * the document is parsed, before the browser has drawn a frame, so the visitor (and LCP) waited for the shell's first
 * script — the federation runtime and the shared modules' evaluation — on top of the HTML; and a frame painted just
 * before it still waited for its pixels (raster) while the script held the CPU. On a server-rendered page the shell's
 * script is a `<link rel="preload">` instead (fetched as early as before, at low priority), and this inline
 * script starts it once the browser reports the first contentful paint (Paint Timing). Where that cannot be observed,
 * after the next frame (`requestAnimationFrame` runs before its paint, the timeout after it); and at once if the page
 * is or becomes hidden (a background tab draws nothing, and reports no paint), or after 3 s whatever happens. Taps in
 * between are held by EARLY_TAPS_SCRIPT; without JavaScript nothing changes.
 *
 * The Content-Security-Policy allows exactly this text by its hash (PAINT_FIRST_CSP_SOURCE); a test checks the two
 * agree, so edit the script, then the hash.
 */
export const APP_MAIN_ATTRIBUTE = 'data-app-main';

export const PAINT_FIRST_SCRIPT =
  '(function(d,w){var done=0;' +
  "function start(){var l=d.querySelector('link[data-app-main]'),s;if(done||!l)return;done=1;" +
  "s=d.createElement('script');s.src=l.href;d.head.appendChild(s)}" +
  'function later(){setTimeout(start,0)}' +
  "function go(){if(d.visibilityState==='hidden')return start();" +
  "d.addEventListener('visibilitychange',start);setTimeout(start,3e3);" +
  "var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})" +
  '}else requestAnimationFrame(later)}' +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go()" +
  '})(document,window)';

/** The CSP source allowing PAINT_FIRST_SCRIPT inline: sha256 of its exact text. */
export const PAINT_FIRST_CSP_SOURCE = "'sha256-sxQ0BpWskCC4NGgVTP94qxZlWoQhkZUNM3cjSgi4vhk='";
