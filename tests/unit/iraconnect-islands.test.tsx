// @vitest-environment happy-dom
/**
 * The IRACONNECT islands' logic (decision 027): the counter's count-up steps and its reading of the
 * count endpoint, the signup's attribution and SPEC §8 payload and what it does with the
 * endpoint's answers (rendered: messages under the fields, each cleared when its field is edited),
 * the thanks page's standing address and answer, and the balance both sides compute.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countOf } from "#app/islands/iraconnect-counter.tsx";
import { IraconnectSignup, SIGNUP_TOASTS, signupOutcome } from "#app/islands/iraconnect-signup.tsx";
import { standingOf, standingUrl } from "#app/islands/iraconnect-thanks.tsx";
import { rememberAttribution, signupPayload } from "#app/islands/signup-attribution.ts";
import { TOAST_EVENT, TOAST_KEY } from "#app/islands/toast.ts";
import { COUNTER_DURATION_MS, COUNTER_STEPS, countUpStart, countUpValue, REFERRAL_STORAGE_KEY, tokenBalance, UTM_STORAGE_KEY } from "#app/lib/iraconnect.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("the counter's count-up (SPEC §9: 60 steps over 1.5 s)", () => {
  it("starts at the lower number, rises step by step and ends exactly on the target", () => {
    const target = 6123;
    const from = countUpStart(target);
    expect(from).toBeLessThan(target);
    const frames = Array.from({ length: 200 }, (_, i) => countUpValue(from, target, (i * COUNTER_DURATION_MS) / 180));
    expect(frames[0]).toBe(from);
    expect(frames.at(-1)).toBe(target);
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
    expect(new Set(frames).size).toBe(COUNTER_STEPS + 1);
  });

  it("holds the first number for a frame that began a moment before the start, and the target after the end", () => {
    expect(countUpValue(100, 200, -5)).toBe(100);
    expect(countUpValue(100, 200, COUNTER_DURATION_MS * 3)).toBe(200);
  });

  it("reads only a usable count from the endpoint's answer", () => {
    expect(countOf({ count: 6042 })).toBe(6042);
    for (const answer of [null, {}, { count: "6042" }, { count: 0 }, { count: -1 }, { count: Number.NaN }, { count: Infinity }, [1]]) expect(countOf(answer)).toBeNull();
  });
});

describe("the signup's attribution and payload (SPEC §8, §9)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps a valid ref of the address in localStorage and the visit's first UTM values in sessionStorage", () => {
    rememberAttribution("?ref=Abc123XyZ9", { utmSource: "linkedin", utmCampaign: "prelaunch" });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe("Abc123XyZ9");
    expect(JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY)!)).toEqual({ utmSource: "linkedin", utmCampaign: "prelaunch" });
    // A later page of the same visit keeps the first values; a bad ref is not kept.
    rememberAttribution("?ref=<script>", { utmSource: "x" });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe("Abc123XyZ9");
    expect(JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY)!)).toMatchObject({ utmSource: "linkedin" });
  });

  it("sends the fields with the stored referral and UTM values, the user agent and sourceIp empty", () => {
    rememberAttribution("?ref=Abc123XyZ9", { utmSource: "linkedin" });
    const payload = signupPayload({ name: "Asha", email: "a@example.com", referralCode: "", utmSource: "" }, "Mozilla/5.0");
    expect(payload).toEqual({ name: "Asha", email: "a@example.com", referralCode: "Abc123XyZ9", utmSource: "linkedin", userAgent: "Mozilla/5.0", sourceIp: "" });
  });

  it("falls back to the form's own values when storage is unusable or holds something else", () => {
    sessionStorage.setItem(UTM_STORAGE_KEY, "not json");
    localStorage.setItem(REFERRAL_STORAGE_KEY, "bad ref!");
    expect(signupPayload({ referralCode: "Form12345", utmSource: "mail" }, "UA")).toMatchObject({ referralCode: "Form12345", utmSource: "mail" });
    const broken = { local: () => { throw new Error("denied"); }, session: () => { throw new Error("denied"); } } as never;
    rememberAttribution("?ref=Abc123XyZ9", { utmSource: "x" }, broken);
    expect(signupPayload({ referralCode: "" }, "UA", broken)).toMatchObject({ referralCode: "", userAgent: "UA", sourceIp: "" });
  });
});

describe("what the signup does with the endpoint's answer (SPEC §7)", () => {
  it("a success joins; field messages go under the person's fields; anything else is a toast with the server's words", () => {
    expect(signupOutcome({ success: true, error: null, refId: "x", totalSignups: 1 })).toEqual({ kind: "joined" });
    expect(signupOutcome({ success: false, error: "Name is required", refId: null, totalSignups: null, fieldErrors: { name: ["Name is required"] } })).toEqual({
      kind: "fields",
      errors: { name: ["Name is required"] },
    });
    // A message for a hidden field has nowhere to show: said in the toast.
    expect(signupOutcome({ success: false, error: "UTM values must be text", refId: null, totalSignups: null, fieldErrors: { utmSource: ["UTM values must be text"] } })).toEqual({
      kind: "failed",
      description: "UTM values must be text",
    });
    expect(signupOutcome({ success: false, error: null, refId: null, totalSignups: null })).toEqual({ kind: "failed", description: SIGNUP_TOASTS.refused });
    expect(signupOutcome(null)).toEqual({ kind: "failed", description: SIGNUP_TOASTS.unreachable });
  });
});

describe("the signup island, rendered", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    vi.unstubAllGlobals();
  });

  const answer = (body: unknown, status = 400) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

  it("shows the server's messages under the fields, clears one when its field is edited, and says other refusals in a toast", async () => {
    const fetch = vi.fn(() => answer({ success: false, error: "Name is required", refId: null, totalSignups: null, fieldErrors: { name: ["Name is required"], email: ["Email is required"] } }));
    vi.stubGlobal("fetch", fetch);
    const root = createRoot(container);
    await act(async () => root.render(<IraconnectSignup defaults={{ utmSource: "linkedin" }} />));
    const form = container.querySelector<HTMLFormElement>("#join-form")!;
    await act(async () => form.requestSubmit());
    await settle();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/iraconnect/signup");
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "", utmSource: "linkedin", sourceIp: "" });
    expect(container.querySelector("#join-form-name-error")?.textContent).toBe("Name is required");
    expect(container.querySelector("#join-form-email-error")?.textContent).toBe("Email is required");
    expect(container.querySelector("#join-form-name")?.getAttribute("aria-invalid")).toBe("true");

    const name = container.querySelector<HTMLInputElement>("#join-form-name")!;
    await act(async () => {
      name.value = "A";
      name.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(container.querySelector("#join-form-name-error")).toBeNull();
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(container.querySelector("#join-form-email-error")?.textContent).toBe("Email is required");

    const toasts: unknown[] = [];
    const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
    document.addEventListener(TOAST_EVENT, listener);
    fetch.mockImplementation(() => answer({ success: false, error: "Too many signups from your network.", refId: null, totalSignups: null }, 429));
    await act(async () => form.requestSubmit());
    await settle();
    document.removeEventListener(TOAST_EVENT, listener);
    expect(toasts).toEqual([{ title: "Signup Failed", description: "Too many signups from your network.", variant: "destructive" }]);
    // The form can be sent again.
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    act(() => root.unmount());
  });

  it("on success carries the welcome toast to the thanks page", async () => {
    vi.stubGlobal("fetch", vi.fn(() => answer({ success: true, error: null, refId: "Abc123XyZ9", totalSignups: 5 }, 200)));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, search: "", assign });
    const root = createRoot(container);
    await act(async () => root.render(<IraconnectSignup defaults={{}} />));
    await act(async () => container.querySelector<HTMLFormElement>("#signup-modal-form")!.requestSubmit());
    await settle();
    expect(assign).toHaveBeenCalledWith("/iraconnect/thanks");
    expect(JSON.parse(sessionStorage.getItem(TOAST_KEY)!)).toEqual(SIGNUP_TOASTS.success);
    // Busy until the next page: "Joining...", its buttons disabled.
    const submit = container.querySelector<HTMLButtonElement>('#signup-modal-form button[type="submit"]')!;
    expect(submit.textContent).toContain("Joining...");
    expect(submit.disabled).toBe(true);
    act(() => root.unmount());
  });
});

describe("the thanks page's standing (SPEC §4)", () => {
  it("asks for this visit's bonuses only when counted", () => {
    expect(standingUrl({ shared: false, followed: false })).toBe("/iraconnect/thanks.json");
    expect(standingUrl({ shared: true, followed: false })).toBe("/iraconnect/thanks.json?shared=1");
    expect(standingUrl({ shared: true, followed: true })).toBe("/iraconnect/thanks.json?shared=1&followed=1");
  });

  it("reads a standing only from a well-formed answer", () => {
    const good = { communitySize: 6010, referrals: 2, pendingReferrals: null, confirmed: true, place: 7, shared: false, followed: false, balance: 110 };
    expect(standingOf(good)).toEqual({ communitySize: 6010, referrals: 2, pendingReferrals: null, confirmed: true, place: 7 });
    // A place that is not a count is left out, not trusted.
    expect(standingOf({ ...good, place: -3 })).toMatchObject({ place: null });
    for (const bad of [null, { error: "no" }, { ...good, communitySize: "6010" }, { ...good, referrals: -1 }, { ...good, confirmed: undefined }]) expect(standingOf(bad)).toBeNull();
  });

  it("the balance: 10 to start, 50 a referral, +25 shared, +15 followed", () => {
    expect(tokenBalance({ referrals: null, shared: false, followed: false })).toBe(10);
    expect(tokenBalance({ referrals: 1, shared: false, followed: false })).toBe(60);
    expect(tokenBalance({ referrals: 0, shared: true, followed: true })).toBe(50);
  });
});
