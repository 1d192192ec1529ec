import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/public-pages.ts";

export default {
  ssr: true,
  // Static marketing pages are rendered to files at build and served as files (server/index.ts);
  // everything that reads the database is rendered per request.
  prerender: prerenderPaths,
} satisfies Config;
