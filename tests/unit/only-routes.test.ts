import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import routeConfig from "#app/routes.ts";
import { DIRECT_ROUTES, onlyRoutes } from "#server/app.ts";

type Entry = { id?: string; file: string; path?: string; children?: Entry[] };

/** A build's route table in the shape React Router writes it: root, a layout, pages, one resource route. */
function fakeBuild(): ServerBuild {
  const route = (id: string, parentId?: string, path?: string) => ({ id, parentId, path, module: { default: () => null } });
  const asset = (id: string, parentId?: string) => ({ id, parentId, module: `/assets/${id}.js`, hasAction: false });
  const ids: Array<[string, string | undefined, string | undefined]> = [
    ["root", undefined, ""],
    ["routes/public-layout", "root", undefined],
    ["routes/blog", "routes/public-layout", "blog"],
    ["routes/resources/iraconnect-signup", "root", "api/iraconnect/signup"],
  ];
  return {
    routes: Object.fromEntries(ids.map(([id, parent, path]) => [id, route(id, parent, path)])),
    assets: { version: "1", entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", routes: Object.fromEntries(ids.map(([id, parent]) => [id, asset(id, parent)])) },
  } as unknown as ServerBuild;
}

describe("onlyRoutes", () => {
  it("keeps a route with its ancestors, in the build and in its assets, and drops every other route", () => {
    const only = onlyRoutes(fakeBuild(), ["routes/blog"]);
    expect(Object.keys(only.routes).sort()).toEqual(["root", "routes/blog", "routes/public-layout"]);
    expect(Object.keys(only.assets.routes).sort()).toEqual(["root", "routes/blog", "routes/public-layout"]);
    expect(only.assets.entry.module).toBe("/entry.js");
  });

  it("leaves the build it was given whole", () => {
    const build = fakeBuild();
    onlyRoutes(build, ["routes/resources/iraconnect-signup"]);
    expect(Object.keys(build.routes)).toHaveLength(4);
  });

  it("refuses a route the build does not have (a renamed file fails at start, not at the first signup)", () => {
    expect(() => onlyRoutes(fakeBuild(), ["routes/resources/gone"])).toThrow("no route routes/resources/gone in the build");
  });
});

describe("DIRECT_ROUTES", () => {
  it("names each route by the id and path app/routes.ts gives it", () => {
    const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
    const entries = flat(routeConfig as Entry[]);
    for (const direct of DIRECT_ROUTES) {
      const entry = entries.find((e) => e.file.replace(/\.tsx?$/, "") === direct.id);
      expect(entry, direct.id).toBeDefined();
      expect(`/${entry!.path}`).toBe(direct.path);
    }
  });
});
