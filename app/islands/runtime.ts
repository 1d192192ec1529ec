/**
 * The island runtime (decision 027), the browser entry of every page that shows an island: a few
 * hundred bytes that schedule the islands (app/islands/schedule.ts); React and each island's code
 * are chunks fetched when an island is due. Once every island
 * that hydrates at once is interactive the document is marked `data-hydrated` (end-to-end tests
 * wait for it; the site script marks pages without islands).
 */
import { ISLAND_ATTR, type IslandName } from "./contract.ts";
import type { IslandLoader } from "./hydrate-islands.ts";
import { scheduleIslands } from "./schedule.ts";

const loaders: Record<IslandName, IslandLoader> = {
  "contact-form": () => import("./contact-form.tsx").then((module) => module.default),
  // The landing's three islands come together (one chunk, app/islands/iraconnect-landing.ts).
  "iraconnect-counter": () => import("./iraconnect-landing.ts").then((module) => module.counter),
  "iraconnect-join": () => import("./iraconnect-landing.ts").then((module) => module.join),
  "iraconnect-signup": () => import("./iraconnect-landing.ts").then((module) => module.signup),
  "iraconnect-thanks": () => import("./iraconnect-thanks.tsx").then((module) => module.default),
  // Apart: the newsletter form waits to be seen at the foot of a page, the blog's list comes with it.
  "newsletter-form": () => import("./newsletter-form.tsx").then((module) => module.default),
  "blog-list": () => import("./blog-list.tsx").then((module) => module.default),
  "case-study-list": () => import("./case-study-list.tsx").then((module) => module.default),
  "case-study-article": () => import("./case-study-article.tsx").then((module) => module.default),
};

// The runtime is an async module script in <head>: once cached it can run before the parser has
// reached the islands further down the page. It starts on the whole document.
// React and the islands' code are fetched only when the first island is due (after the page has
// loaded, or as soon as a person reaches for an island), never with the page itself.
let react: Promise<typeof import("./hydrate-islands.ts")> | undefined;
function start(): void {
  void scheduleIslands(document, (element) => {
    // The island's own chunk is fetched beside React, not after it.
    const name = element.getAttribute(ISLAND_ATTR) as IslandName;
    if (Object.hasOwn(loaders, name)) loaders[name]().catch(() => undefined);
    return (react ??= import("./hydrate-islands.ts")).then((module) => module.hydrate(element, loaders));
  }).then(() => {
    document.documentElement.dataset.hydrated = "";
  });
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
