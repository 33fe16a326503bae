/**
 * index.html's first script, inline at the top of <head>, run before the browser has fetched the app's entry:
 *
 * 1. The once-per-tab reload of spec section 2 ("the app reloads once after load unless the user is on /login or the
 *    root"). Done from the entry, it came after the entry's 135 KB had been downloaded and run (Lighthouse's report
 *    counted 2.8 s for that first document on a simulated phone); here it costs the HTML's own round trip.
 * 2. Otherwise, on a signed-in page (not /login, not the root), it starts the signed-in shell's file and the stored
 *    language's catalogue beside the entry (`<link rel="modulepreload">`), instead of after the entry has run: their
 *    names are in `<meta name="tic-preload">`, written by the web build (apps/web/build/headScript.ts).
 *
 * The reload rule is `shouldReloadOnce` (guard.ts), which the app still asks at boot (a browser that refused the
 * script, or its storage, is reloaded there); guard.test.ts runs this text against it for every kind of path. It
 * imports nothing, so that the web build's configuration can read it as it is, and the server allows exactly this text
 * by its hash in the Content-Security-Policy (`script-src 'sha256-…'`).
 */

/** sessionStorage key: the once-per-tab reload after load has happened. */
export const RELOADED_ONCE_KEY = 'tic.reloadedOnce';
/** The meta element naming the files to start early: `{"shell": url, "<locale>": url, …}`. */
export const PRELOAD_META_NAME = 'tic-preload';
/** localStorage key of the chosen language (constants.ts LANG_STORAGE_KEY; guard.test.ts holds them equal). */
const LANG_KEY = 'LANG';

export const HEAD_SCRIPT =
  `(function(){try{var w=window,d=document,p=w.location.pathname;` +
  `if(p==='/login'||p==='/'||p==='')return;` +
  `if(w.sessionStorage.getItem('${RELOADED_ONCE_KEY}')!=='1'){w.sessionStorage.setItem('${RELOADED_ONCE_KEY}','1');w.location.reload();return}` +
  `var m=d.querySelector('meta[name="${PRELOAD_META_NAME}"]');if(!m)return;` +
  `var f=JSON.parse(m.getAttribute('content')),l=w.localStorage.getItem('${LANG_KEY}');` +
  `[f.shell,l&&Object.prototype.hasOwnProperty.call(f,l)&&l!=='shell'?f[l]:null].forEach(function(h){` +
  `if(!h)return;var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;d.head.appendChild(e)})` +
  `}catch(e){}})()`;
