/**
 * The IRACONNECT landing's islands in one chunk (decision 027): the page always shows all three,
 * and one file compresses better than three (the page's JavaScript budget is tight).
 */
export { default as counter } from "./iraconnect-counter.tsx";
export { default as join } from "./iraconnect-join.tsx";
export { default as signup } from "./iraconnect-signup.tsx";
