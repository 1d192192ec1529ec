/**
 * The analytics beacon (issue 27, decision 033): after the page has loaded, one pageview, then the
 * named events islands announce (`track()` in app/lib/analytics-events.ts dispatches them on the
 * document), those marked on the page (`data-track-load`) and clicks on links to other sites. Sent
 * with `navigator.sendBeacon`, nothing stored in the browser. Not at all when the visitor asks not
 * to be tracked (Do Not Track, Global Privacy Control), nor on admin pages or in a page's preview.
 */
import { COLLECT_PATH, TRACK_EVENT, TRACK_ON_LOAD_ATTR } from "#app/lib/analytics-events.ts";

type Nav = Navigator & { globalPrivacyControl?: boolean };

export function initBeacon(): void {
  const nav = navigator as Nav;
  if (!nav.sendBeacon || nav.doNotTrack === "1" || nav.globalPrivacyControl || /^\/admin/.test(location.pathname)) return;
  // A urlencoded form: a CORS-safelisted type, so no preflight, and read like every form on the server.
  const send = (n: string, d?: string) => nav.sendBeacon(COLLECT_PATH, new URLSearchParams({ n, u: location.pathname + location.search, r: document.referrer, ...(d ? { d } : {}) }));
  const start = () => {
    send("pageview");
    for (const el of document.querySelectorAll(`[${TRACK_ON_LOAD_ATTR}]`)) send(el.getAttribute(TRACK_ON_LOAD_ATTR)!);
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  document.addEventListener(TRACK_EVENT, (e) => {
    const { name, detail } = (e as CustomEvent<{ name: string; detail?: string }>).detail ?? {};
    if (name) send(name, detail);
  });
  document.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (a && /^https?:$/.test(a.protocol) && a.host !== location.host) send("outbound", a.hostname);
  });
}
