// @vitest-environment happy-dom
/**
 * The blog's islands in a DOM (decision 027): server markup hydrated without a mismatch, the list
 * that follows the typing, the categories and back/forward through GET /api/blog, and the
 * newsletter form's answers (the message under the field, the confirmation, the failure toast).
 */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PostCardData } from "#app/components/blog/post-parts.tsx";
import { BlogList, fetchList, searchQuery, SEARCH_DELAY_MS } from "#app/islands/blog-list.tsx";
import { answerOf, NewsletterForm } from "#app/islands/newsletter-form.tsx";
import { TOAST_EVENT, type ToastInput } from "#app/islands/toast.ts";
import { BLOG_LIST_TEXTS, blogApiHref, blogQueryOf, type BlogListAnswer, type BlogListData } from "#app/lib/blog-list.ts";
import { NEWSLETTER_NOTICES } from "#app/lib/schemas/newsletter-notices.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const card = (slug: string, category = "Cloud"): PostCardData => ({
  slug,
  title: `Title ${slug}`,
  author: "Ada",
  category,
  excerpt: `About ${slug}`,
  readTime: "2 min read",
  coverImageUrl: null,
  cover: null,
  publishedAt: "2026-01-02T00:00:00.000Z",
});

const list = (over: Partial<Extract<BlogListData, { state: "ok" }>> = {}): Extract<BlogListData, { state: "ok" }> => ({
  state: "ok",
  q: "",
  category: null,
  categories: ["AI", "Cloud"],
  total: 3,
  matching: 3,
  page: 1,
  pages: 1,
  posts: [card("one"), card("two"), card("three", "AI")],
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Renders `element` on the "server", then hydrates it; fails on any hydration error. */
async function hydrate(element: React.ReactElement): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return { container, root };
}

/** Lets fetch answers and React's updates settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const titles = (container: HTMLElement) => [...container.querySelectorAll("article h2")].map((h) => h.textContent);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the blog list's addresses", () => {
  it("reads a page address as the server does: last values, page 1 unless a plain number", () => {
    expect(blogQueryOf("?q=a&q=cloud&category=AI&page=2")).toEqual({ q: "cloud", category: "AI", page: 2 });
    expect(blogQueryOf("")).toEqual({ q: "", category: null, page: 1 });
    expect(blogQueryOf("?page=02")).toEqual({ q: "", category: null, page: 1 });
  });

  it("sends a search from page 1 with the category, blank text as none", () => {
    expect(searchQuery("  ", "AI")).toEqual({ q: "", category: "AI", page: 1 });
    expect(searchQuery("number 1", null)).toEqual({ q: "number 1", category: null, page: 1 });
    expect(blogApiHref({ q: "a&b", category: "AI", page: 2 })).toBe("/api/blog?q=a%26b&category=AI&page=2");
  });
});

describe("fetchList", () => {
  const query = { q: "x", category: null, page: 1 };

  it("gives the list and its title", async () => {
    const answer: BlogListAnswer = { ...list({ q: "x" }), title: "Blog | Iratech" };
    const fetched = await fetchList(query, undefined, async () => json(answer));
    expect(fetched).toEqual({ list: list({ q: "x" }), title: "Blog | Iratech" });
  });

  it("shows a refused filter's message (400) and the server's failure (503) as their states", async () => {
    const invalid = await fetchList(query, undefined, async () => json({ state: "invalid", message: "Category must be at most 60 characters", q: "", category: null, title: "t" }, 400));
    expect(invalid).toMatchObject({ list: { state: "invalid", message: "Category must be at most 60 characters" } });
    const failed = await fetchList(query, undefined, async () => json({ state: "error", message: BLOG_LIST_TEXTS.loadFailed, q: "x", category: null, title: "t" }, 503));
    expect(failed).toMatchObject({ list: { state: "error" } });
  });

  it("loads the page for a page past the last (the site's 404)", async () => {
    expect(await fetchList({ q: "", category: "AI", page: 9 }, undefined, async () => json({ error: "no" }, 404))).toEqual({ load: "/blog?category=AI&page=9" });
  });

  it("is the error state when the network fails or the answer is not a list", async () => {
    const offline = await fetchList(query, undefined, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(offline).toEqual({ list: { state: "error", message: BLOG_LIST_TEXTS.loadFailed, q: "x", category: null } });
    expect(await fetchList(query, undefined, async () => new Response("<html>", { status: 502 }))).toMatchObject({ list: { state: "error" } });
  });
});

describe("the blog list island", () => {
  let answers: Map<string, BlogListAnswer>;
  let asked: string[];
  beforeEach(() => {
    history.replaceState(null, "", "/blog");
    answers = new Map();
    asked = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      const answer = answers.get(url);
      return answer ? json(answer) : json({ error: "no" }, 404);
    });
  });

  it("hydrates the server's markup, follows the typing after a pause, replacing the address", async () => {
    answers.set("/api/blog?q=clo", { ...list({ q: "clo", posts: [card("two")], matching: 1 }), title: "Blog | Iratech" });
    // The answer waits until the test has seen the loading state.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      await gate;
      return json(answers.get(url));
    });
    const { container } = await hydrate(<BlogList list={list()} />);
    expect(titles(container)).toEqual(["Title one", "Title two", "Title three"]);
    const input = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    input.focus();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (const typed of ["c", "cl", "clo"]) {
      input.value = typed;
      await act(async () => void input.dispatchEvent(new Event("input", { bubbles: true })));
    }
    await act(async () => void vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(asked).toEqual([]);
    await act(async () => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    // While the list is on its way: the note shows and the results say they are busy.
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector("p:not([hidden])")?.textContent).toBe(BLOG_LIST_TEXTS.loading);
    release();
    await settle();
    expect(asked).toEqual(["/api/blog?q=clo"]);
    expect(location.pathname + location.search).toBe("/blog?q=clo");
    expect(history.length).toBe(1);
    expect(titles(container)).toEqual(["Title two"]);
    expect(document.title).toBe("Blog | Iratech");
    expect(container.querySelector('[aria-busy="false"]')).not.toBeNull();
    expect(input.value).toBe("clo");
    expect(document.activeElement).toBe(input);
  });

  it("a category is a history entry; back shows the list of the address before it", async () => {
    answers.set("/api/blog?category=AI", { ...list({ category: "AI", posts: [card("three", "AI")], matching: 1 }), title: "Blog | Iratech" });
    answers.set("/api/blog", { ...list(), title: "Blog | Iratech" });
    const { container } = await hydrate(<BlogList list={list()} />);
    const before = history.length;
    const ai = [...container.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Categories"] a')].find((a) => a.textContent === "AI")!;
    ai.focus();
    await act(async () => void ai.click());
    await settle();
    expect(location.search).toBe("?category=AI");
    expect(history.length).toBe(before + 1);
    expect(titles(container)).toEqual(["Title three"]);
    expect(ai.getAttribute("aria-current")).toBe("page");
    expect(document.activeElement).toBe(ai);
    // The search form now carries the category.
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="category"]')?.value).toBe("AI");

    history.replaceState(null, "", "/blog");
    await act(async () => void window.dispatchEvent(new PopStateEvent("popstate")));
    await settle();
    expect(asked.at(-1)).toBe("/api/blog");
    expect(titles(container)).toHaveLength(3);
  });

  it("shows the empty state, and Reset Filters clears the search in place", async () => {
    answers.set("/api/blog", { ...list(), title: "Blog | Iratech" });
    history.replaceState(null, "", "/blog?q=zzz");
    const { container } = await hydrate(<BlogList list={list({ q: "zzz", posts: [], matching: 0 })} />);
    expect(container.textContent).toContain("No articles found");
    expect(container.textContent).toContain("Try adjusting your search or filter criteria.");
    const reset = [...container.querySelectorAll("a")].find((a) => a.textContent === "Reset Filters")!;
    reset.focus();
    await act(async () => void reset.click());
    await settle();
    expect(location.pathname + location.search).toBe("/blog");
    expect(container.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe("");
    expect(titles(container)).toHaveLength(3);
    // The focused link went away with the empty state: the focus stays in the list, not on the body.
    expect(container.contains(document.activeElement)).toBe(true);
  });

  it("says 'No articles have been published yet' when there are none at all, and shows a failed list with Try Again", async () => {
    const empty = await hydrate(<BlogList list={list({ posts: [], total: 0, matching: 0, categories: [] })} />);
    expect(empty.container.textContent).toContain("No articles have been published yet. Check back soon for our latest insights!");
    const failed = await hydrate(<BlogList list={{ state: "error", message: BLOG_LIST_TEXTS.loadFailed, q: "x", category: "AI" }} />);
    expect(failed.container.textContent).toContain("Error Loading Articles");
    expect([...failed.container.querySelectorAll("a")].find((a) => a.textContent === "Try Again")?.getAttribute("href")).toBe("/blog?q=x&category=AI");
  });
});

describe("the newsletter form island", () => {
  it("reads the server's answers", () => {
    expect(answerOf(200, { ok: true, message: NEWSLETTER_NOTICES.pending })).toEqual({ feedback: { ok: true, message: NEWSLETTER_NOTICES.pending } });
    expect(answerOf(400, { ok: false, error: "Invalid email address", errors: { email: ["Invalid email address"] } })).toEqual({ feedback: { ok: false, message: "Invalid email address" } });
    expect(answerOf(429, { ok: false, error: NEWSLETTER_NOTICES["too-many"] })).toEqual({ feedback: null, toast: NEWSLETTER_NOTICES["too-many"] });
    expect(answerOf(502, null)).toEqual({ feedback: null, toast: NEWSLETTER_NOTICES.error });
  });

  it("shows the notice of a post without JavaScript, then the answers of the background posts", async () => {
    const { container } = await hydrate(<NewsletterForm formId="nl" notice="invalid" />);
    const input = container.querySelector<HTMLInputElement>("#nl-email")!;
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe(NEWSLETTER_NOTICES.invalid);
    expect(input.getAttribute("aria-invalid")).toBe("true");

    const posted: string[] = [];
    let reply = json({ ok: true, message: NEWSLETTER_NOTICES.pending });
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      posted.push(String(init.body));
      return reply;
    });
    const form = container.querySelector("form")!;
    input.value = "reader@example.com";
    await act(async () => void form.requestSubmit());
    await settle();
    expect(posted).toEqual(["redirectTo=%2Fblog&email=reader%40example.com"]);
    expect(status.textContent).toBe(NEWSLETTER_NOTICES.pending);
    expect(input.value).toBe("");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(container.querySelector("button")!.textContent).toBe("Subscribe");

    const toasts: ToastInput[] = [];
    document.addEventListener(TOAST_EVENT, (event) => toasts.push((event as CustomEvent<ToastInput>).detail));
    reply = json({ ok: false, error: NEWSLETTER_NOTICES["too-many"] }, 429);
    input.value = "again@example.com";
    await act(async () => void form.requestSubmit());
    await settle();
    expect(toasts).toEqual([{ title: NEWSLETTER_NOTICES["too-many"], variant: "destructive" }]);
    expect(input.value).toBe("again@example.com");
  });
});
