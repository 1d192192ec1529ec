/**
 * The island runtime (decision 027), the browser entry of every page that shows an island: each
 * island's code is its own chunk, loaded when its element asks to be hydrated. Once every island
 * that hydrates at once is interactive the document is marked `data-hydrated` (end-to-end tests
 * wait for it; the site script marks pages without islands).
 */
import type { IslandName } from "./contract.ts";
import { hydrateIslands, type IslandLoader } from "./hydrate-islands.ts";

const loaders: Record<IslandName, IslandLoader> = {
  "contact-form": () => import("./contact-form.tsx").then((module) => module.default),
  "iraconnect-counter": () => import("./iraconnect-counter.tsx").then((module) => module.default),
  "iraconnect-join": () => import("./iraconnect-join.tsx").then((module) => module.default),
  "iraconnect-signup": () => import("./iraconnect-signup.tsx").then((module) => module.default),
  "iraconnect-thanks": () => import("./iraconnect-thanks.tsx").then((module) => module.default),
  "newsletter-form": () => import("./newsletter-form.tsx").then((module) => module.default),
  "blog-list": () => import("./blog-list.tsx").then((module) => module.default),
  "case-study-list": () => import("./case-study-list.tsx").then((module) => module.default),
  "case-study-article": () => import("./case-study-article.tsx").then((module) => module.default),
};

void hydrateIslands(document, loaders).then(() => {
  document.documentElement.dataset.hydrated = "";
});
