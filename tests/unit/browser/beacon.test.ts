// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://iratech.test/blog?utm_campaign=spring" }
/**
 * The analytics beacon (issue 27): a pageview once the page has loaded, the islands' named events,
 * outbound links; nothing at all under Do Not Track or Global Privacy Control.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initBeacon } from "#app/browser/beacon.ts";
import { COLLECT_PATH, track } from "#app/lib/analytics-events.ts";

const sent: { url: string; fields: Record<string, string> }[] = [];
const sendBeacon = (url: string, body: URLSearchParams) => {
  sent.push({ url, fields: Object.fromEntries(body) });
  return true;
};

beforeAll(() => {
  vi.stubGlobal("navigator", { ...navigator, sendBeacon, doNotTrack: null });
  initBeacon();
  if (document.readyState !== "complete") window.dispatchEvent(new Event("load"));
  vi.unstubAllGlobals();
});

describe("the beacon", () => {
  it("sends one pageview of the page with its query, as a form to the collection endpoint", () => {
    expect(sent.filter((s) => s.fields.n === "pageview")).toEqual([{ url: COLLECT_PATH, fields: { n: "pageview", u: "/blog?utm_campaign=spring", r: "" } }]);
  });

  it("sends the events islands announce", () => {
    track("referral_share", "copy");
    expect(sent.at(-1)!.fields).toMatchObject({ n: "referral_share", d: "copy", u: "/blog?utm_campaign=spring" });
  });

  it("sends a click on a link to another site, with that site's name only", () => {
    document.body.innerHTML = `<a id="out" href="https://www.linkedin.com/sharing?url=secret">LinkedIn</a><a id="in" href="/about">About</a>`;
    const before = sent.length;
    document.getElementById("in")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(sent.length).toBe(before);
    document.getElementById("out")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(sent.at(-1)!.fields).toMatchObject({ n: "outbound", d: "www.linkedin.com" });
  });

  it.each([
    ["Do Not Track", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
  ])("sends nothing under %s", (_, signal) => {
    const quiet = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: quiet, ...signal });
    initBeacon();
    window.dispatchEvent(new Event("load"));
    expect(quiet).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
