/**
 * Issue 31 item 4: a tap on a server-rendered button before React has hydrated it is not lost. React listens only
 * once `hydrateRoot` runs (after the route's remote has loaded), and even then it drops a click on markup whose code
 * is still loading. This script runs inline in the page's head (written by the shell's server renderer): a click on a
 * button-like element that React does not own yet (no `__reactProps$` on it) is held — its default prevented, so a
 * submit button does not post the page away — and clicked again once React owns that element (or its replacement at
 * the same place and of the same kind, if hydration fell back to a client render). A combobox (MUI's Select opens on mousedown) gets a
 * mousedown. Links are left alone: an `<a href>` works natively before hydration. Without JavaScript nothing runs.
 *
 * The Content-Security-Policy allows exactly this text by its hash (EARLY_TAPS_CSP_SOURCE); a test checks the two
 * agree, so edit the script, then the hash.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d){' +
  "var S='button,[role=button],[role=tab],[role=switch],[role=combobox],[role=checkbox],[role=menuitem],summary',q=[],t=0;" +
  "function own(e){return Object.keys(e).some(function(k){return k.indexOf('__reactProps$')===0})}" +
  "function root(){return d.getElementById('root')}" +
  'function path(e){var p=[],r=root();for(;e&&e!==r;e=e.parentElement){var i=0,s=e;while((s=s.previousElementSibling))i++;p.unshift(i)}return p}' +
  'function at(p){var e=root();for(var i=0;e&&i<p.length;i++)e=e.children[p[i]];return e}' +
  "function fire(e){if(e.getAttribute('role')==='combobox')e.dispatchEvent(new MouseEvent('mousedown',{bubbles:true,cancelable:true,button:0}));else e.click()}" +
  // A replacement counts only if it is the same control (tag, role, label, text): never a click on something else.
  "function same(a,b){return a.tagName===b.tagName&&a.getAttribute('role')===b.getAttribute('role')&&a.getAttribute('aria-label')===b.getAttribute('aria-label')&&a.textContent===b.textContent}" +
  'function tick(){var rest=[];q.forEach(function(x){var e=x.e.isConnected?x.e:at(x.p);if(e&&!same(e,x.e))e=null;' +
  'if(e&&own(e))fire(e);else if(Date.now()-x.t<3e4)rest.push(x)});q=rest;t=q.length?setTimeout(tick,50):0}' +
  "d.addEventListener('click',function(v){var r=root(),e=v.target;" +
  "if(!v.isTrusted||!r||!r.hasAttribute('data-ssr')||!e||!e.closest)return;e=e.closest(S);" +
  'if(!e||!r.contains(e)||own(e))return;v.preventDefault();v.stopPropagation();' +
  'q.push({e:e,p:path(e),t:Date.now()});if(!t)t=setTimeout(tick,50)},true)' +
  '})(document)';

/** The CSP source allowing EARLY_TAPS_SCRIPT inline: sha256 of its exact text. */
export const EARLY_TAPS_CSP_SOURCE = "'sha256-mI+kPbrBbLLtC4DOGPELxfo+z7bPlApFxLlF17RnfK4='";
