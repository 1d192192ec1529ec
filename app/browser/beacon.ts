/**
 * The analytics beacon (issue 27, decision 033): after the page has loaded, one pageview, then the
 * named events islands announce (`track()` in app/lib/analytics-events.ts dispatches them on the
 * document) and clicks on links to other sites. Sent with `navigator.sendBeacon`, nothing stored in
 * the browser, and nothing at all when the visitor asks not to be tracked (Do Not Track, Global
 * Privacy Control). The server checks the same signals, and leaves out bots and admin pages.
 */
import { COLLECT_PATH, TRACK_EVENT } from "#app/lib/analytics-events.ts";

type Nav = Navigator & { globalPrivacyControl?: boolean };

export function initBeacon(): void {
  const nav = navigator as Nav;
  if (!nav.sendBeacon || nav.doNotTrack === "1" || nav.globalPrivacyControl) return;
  // A urlencoded form: a CORS-safelisted type, so no preflight, and read like every form on the server.
  const send = (n: string, d?: string) => nav.sendBeacon(COLLECT_PATH, new URLSearchParams({ n, u: location.pathname + location.search, r: document.referrer, ...(d ? { d } : {}) }));
  const start = () => send("pageview");
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  document.addEventListener(TRACK_EVENT, (e) => {
    const { name, detail } = (e as CustomEvent<{ name: string; detail?: string }>).detail ?? {};
    if (name) send(name, detail);
  });
  document.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (a && /^http/.test(a.protocol) && a.host !== location.host) send("outbound", a.hostname);
  });
}
