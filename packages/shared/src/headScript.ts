/**
 * index.html's first script, inline at the top of <head>, run before the browser has fetched the app's entry:
 *
 * 1. The once-per-tab reload of spec section 2 ("the app reloads once after load unless the user is on /login or the
 *    root"). Done from the entry, it came after the entry's 135 KB had been downloaded and run (Lighthouse's report
 *    counted 2.8 s for that first document on a simulated phone); here it costs the HTML's own round trip.
 * 2. Otherwise it starts the signed-in shell's file (on a signed-in page: not /login, not the root) and the language's
 *    catalogue (on every page) beside the entry (`<link rel="modulepreload">`), instead of after the entry has run:
 *    their names are in `<meta name="tic-preload">`, written by the web build (apps/web/build/headScript.ts). They
 *    start once the first frame (the page's boot shell, 3.) is on the screen, at the next frame, or after
 *    PRELOAD_LATEST_MS at the latest, at once in a hidden tab: the stylesheet, which that frame waits for, and the
 *    entry go first (issue 27). A file the app has asked for by then (its own modulepreload) is not asked again.
 * 3. It chooses the language the app will start in as main.tsx chooses it (LANG, else the browser's languages: zh*,
 *    en*, ar*; the server's default is not known here, and then nothing of 3. happens), sets `<html lang dir>` at
 *    once, and shows the boot shell of the page (/login's first view; a business area's workbench when the session
 *    flag is set) drawn in index.html (apps/web/build/bootShell.ts): the page's heading paints with the HTML and the
 *    stylesheet, before any JavaScript has arrived. The app removes the shell as it draws its first route
 *    (apps/web/src/app/bootShell.ts).
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
/**
 * Attributes the script sets on `<html>` to show one of the boot shells of index.html (apps/web/build/bootShell.ts):
 * `data-tic-boot="<page>-<locale>"` (`login-en`, `workbench-ar`…) and, on a workbench, `data-tic-area="<area>"`.
 */
export const BOOT_ATTR = 'data-tic-boot';
export const BOOT_AREA_ATTR = 'data-tic-area';
/** localStorage key of the chosen language (constants.ts LANG_STORAGE_KEY; guard.test.ts holds them equal). */
const LANG_KEY = 'LANG';
/** The readable session flag cookie (constants.ts SESSION_FLAG_COOKIE; guard.test.ts holds them equal). */
const SESSION_FLAG = 'TOKEN_frontend_present';
/** The preloads start after the first paint, or after this long at the latest (a tab drawn late, or never). */
export const PRELOAD_LATEST_MS = 1000;

export const HEAD_SCRIPT =
  `(function(){try{var w=window,d=document,h=d.documentElement,p=w.location.pathname;` +
  `if(p!=='/login'&&p!=='/'&&p!==''&&w.sessionStorage.getItem('${RELOADED_ONCE_KEY}')!=='1'){w.sessionStorage.setItem('${RELOADED_ONCE_KEY}','1');w.location.reload();return}` +
  `var l=w.localStorage.getItem('${LANG_KEY}'),n=w.navigator.languages||[],i,t,a;` +
  `if(l!=='zh_CN'&&l!=='en'&&l!=='ar')for(l=null,i=0;i<n.length&&!l;i++){t=String(n[i]).toLowerCase().split(/[-_]/)[0];l=t==='zh'?'zh_CN':t==='en'||t==='ar'?t:null}` +
  `var m=d.querySelector('meta[name="${PRELOAD_META_NAME}"]'),f=m?JSON.parse(m.getAttribute('content')):{},` +
  `u=[p==='/login'||p==='/'||p===''?null:f.shell,l?f[l]:null],` +
  `s=function(){if(u)u.forEach(function(x){if(!x)return;var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=x;` +
  `if(![].some.call(d.querySelectorAll('link'),function(k){return k.href===e.href}))d.head.appendChild(e)});u=null};` +
  `if(d.visibilityState==='hidden'||!w.requestAnimationFrame)s();else{w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(s,0)})});w.setTimeout(s,${PRELOAD_LATEST_MS})}` +
  `if(!l)return;h.lang=l==='zh_CN'?'zh-CN':l;h.dir=l==='ar'?'rtl':'ltr';` +
  `a=/^\\/(\\w+)\\/workBench\\/?$/.exec(p);` +
  `if(p==='/login'&&!/[?&]view=(?!login\\b)/.test(w.location.search))h.setAttribute('${BOOT_ATTR}','login-'+l);` +
  `else if(a&&/(?:^|;\\s*)${SESSION_FLAG}=[^;0]/.test(d.cookie)){h.setAttribute('${BOOT_ATTR}','workbench-'+l);h.setAttribute('${BOOT_AREA_ATTR}',a[1])}` +
  `}catch(e){}})()`;
