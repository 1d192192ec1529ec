/**
 * The blog list's islands in one chunk (decision 027): /blog shows both, and one file compresses
 * better than two (the page's JavaScript budget is tight).
 */
export { default as list } from "./blog-list.tsx";
export { default as newsletter } from "./newsletter-form.tsx";
