import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ChromiumError, defaultCandidates, ensureChromium, findChromium, installPlan, type Machine } from "../../scripts/chromium.ts";

/** A machine with these executables, this PATH and this Playwright cache; commands it runs are recorded. */
function fakeMachine(options: {
  executables?: string[];
  platform?: NodeJS.Platform;
  env?: Record<string, string | undefined>;
  dirs?: Record<string, string[]>;
  isRoot?: boolean;
  hasAptGet?: boolean;
  /** What a command leaves installed when it succeeds; a command not listed fails. */
  installs?: Record<string, string>;
}) {
  const executables = new Set(options.executables ?? []);
  const ran: string[] = [];
  const machine: Machine = {
    platform: options.platform ?? "linux",
    home: "/home/dev",
    env: { PATH: "", ...options.env },
    isExecutable: (file) => executables.has(file),
    listDir: (dir) => options.dirs?.[dir] ?? [],
    isRoot: options.isRoot ?? false,
    hasAptGet: () => options.hasAptGet ?? false,
    run: (command, args) => {
      const line = [command, ...args].join(" ");
      ran.push(line);
      if (line.startsWith("apt-get update")) return options.installs !== undefined;
      const installed = options.installs?.[line];
      if (installed) executables.add(installed);
      return installed !== undefined;
    },
  };
  return { machine, ran };
}

describe("finding Chromium", () => {
  it("uses CHROME_PATH first, even when a system browser exists", () => {
    const { machine } = fakeMachine({ executables: ["/usr/bin/chromium", "/work/chrome"], env: { CHROME_PATH: "/work/chrome" } });
    expect(findChromium(machine)).toBe("/work/chrome");
  });

  it("refuses a CHROME_PATH that is not an executable rather than picking another browser", () => {
    const { machine } = fakeMachine({ executables: ["/usr/bin/chromium"], env: { CHROME_PATH: "/nowhere/chrome" } });
    expect(() => findChromium(machine)).toThrow(new ChromiumError("CHROME_PATH is set to /nowhere/chrome, which is not an executable file."));
  });

  it.each([
    ["/usr/bin/chromium"],
    ["/usr/bin/chromium-browser"],
    ["/usr/bin/google-chrome"],
    ["/usr/bin/google-chrome-stable"],
    ["/opt/google/chrome/chrome"],
    ["/snap/bin/chromium"],
  ])("finds %s on Linux", (location) => {
    expect(findChromium(fakeMachine({ executables: [location] }).machine)).toBe(location);
  });

  it("prefers Debian's chromium over Google Chrome when both are installed", () => {
    const { machine } = fakeMachine({ executables: ["/opt/google/chrome/chrome", "/usr/bin/chromium"] });
    expect(findChromium(machine)).toBe("/usr/bin/chromium");
  });

  it("finds the macOS applications, system-wide and the user's", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    const userChromium = "/home/dev/Applications/Chromium.app/Contents/MacOS/Chromium";
    expect(findChromium(fakeMachine({ platform: "darwin", executables: [chrome] }).machine)).toBe(chrome);
    expect(findChromium(fakeMachine({ platform: "darwin", executables: [userChromium] }).machine)).toBe(userChromium);
    // Linux paths mean nothing on a Mac.
    expect(findChromium(fakeMachine({ platform: "darwin", executables: ["/usr/bin/chromium"] }).machine)).toBeUndefined();
  });

  it("finds a browser by name on PATH, in PATH order", () => {
    const { machine } = fakeMachine({
      env: { PATH: ["/home/dev/bin", "/usr/local/bin"].join(path.delimiter) },
      executables: ["/usr/local/bin/chromium", "/home/dev/bin/google-chrome"],
    });
    expect(findChromium(machine)).toBe("/home/dev/bin/google-chrome");
  });

  it("finds Playwright's downloaded Chromium, the newest revision, in either folder layout", () => {
    const cache = "/home/dev/.cache/ms-playwright";
    const { machine } = fakeMachine({
      dirs: { [cache]: ["chromium-1180", "chromium_headless_shell-1255", "chromium-1255", "ffmpeg-1011"] },
      executables: [`${cache}/chromium-1180/chrome-linux/chrome`, `${cache}/chromium-1255/chrome-linux64/chrome`],
    });
    expect(findChromium(machine)).toBe(`${cache}/chromium-1255/chrome-linux64/chrome`);

    const old = fakeMachine({ dirs: { [cache]: ["chromium-1180"] }, executables: [`${cache}/chromium-1180/chrome-linux/chrome`] });
    expect(findChromium(old.machine)).toBe(`${cache}/chromium-1180/chrome-linux/chrome`);
  });

  it("reads Playwright's cache where PLAYWRIGHT_BROWSERS_PATH puts it", () => {
    const { machine } = fakeMachine({
      env: { PLAYWRIGHT_BROWSERS_PATH: "/srv/browsers" },
      dirs: { "/srv/browsers": ["chromium-1255"] },
      executables: ["/srv/browsers/chromium-1255/chrome-linux64/chrome"],
    });
    expect(defaultCandidates(machine)).toContain("/srv/browsers/chromium-1255/chrome-linux64/chrome");
    expect(findChromium(machine)).toBe("/srv/browsers/chromium-1255/chrome-linux64/chrome");
  });

  it("finds nothing on a machine without a browser", () => {
    expect(findChromium(fakeMachine({ env: { PATH: "/usr/bin:/bin" } }).machine)).toBeUndefined();
  });
});

describe("installing Chromium when none is found", () => {
  const apt = ["apt-get update -qq", "apt-get install -y -qq chromium"];
  const playwright = "npx --no-install playwright install chromium";

  it("plans Debian's package as root with apt-get, then Playwright's download", () => {
    const { machine } = fakeMachine({ isRoot: true, hasAptGet: true });
    expect(installPlan(machine).map((step) => step.commands.map((c) => c.join(" ")))).toEqual([apt, [playwright]]);
  });

  it.each([
    ["not root", { isRoot: false, hasAptGet: true }],
    ["without apt-get", { isRoot: true, hasAptGet: false }],
    ["on macOS", { isRoot: true, hasAptGet: true, platform: "darwin" as const }],
  ])("plans only Playwright's download %s", (_, options) => {
    expect(installPlan(fakeMachine(options).machine).map((step) => step.commands.map((c) => c.join(" ")))).toEqual([[playwright]]);
  });

  it("installs Debian's chromium as root, says so and returns its path", () => {
    const { machine, ran } = fakeMachine({
      isRoot: true,
      hasAptGet: true,
      installs: { "apt-get install -y -qq chromium": "/usr/bin/chromium" },
    });
    const lines: string[] = [];
    expect(ensureChromium({ machine, log: (line) => lines.push(line) })).toBe("/usr/bin/chromium");
    expect(ran).toEqual(apt);
    expect(lines).toEqual([
      "No Chromium or Chrome found (CHROME_PATH unset, none in the usual places or on PATH).",
      "Installing Debian's chromium package (apt-get): apt-get update -qq && apt-get install -y -qq chromium",
      "Installed Debian's chromium package (apt-get); using /usr/bin/chromium.",
    ]);
  });

  it("falls back to Playwright's download when apt-get fails", () => {
    const browser = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
    const { machine, ran } = fakeMachine({
      isRoot: true,
      hasAptGet: true,
      dirs: { "/home/dev/.cache/ms-playwright": ["chromium-1255"] },
      installs: { [playwright]: browser },
    });
    const lines: string[] = [];
    expect(ensureChromium({ machine, log: (line) => lines.push(line) })).toBe(browser);
    expect(ran).toEqual([...apt, playwright]);
    expect(lines).toContain("Debian's chromium package (apt-get) did not give a usable browser.");
    expect(lines.at(-1)).toBe(`Installed Playwright's Chromium download; using ${browser}.`);
  });

  it("stops with a plain message when no install works", () => {
    const { machine, ran } = fakeMachine({});
    expect(() => ensureChromium({ machine, log: () => {} })).toThrow(/Could not install Chromium\. .*set CHROME_PATH/);
    expect(ran).toEqual([playwright]);
  });

  it("installs nothing when a browser is there", () => {
    const { machine, ran } = fakeMachine({ isRoot: true, hasAptGet: true, executables: ["/usr/bin/chromium"] });
    expect(ensureChromium({ machine, log: () => {} })).toBe("/usr/bin/chromium");
    expect(ran).toEqual([]);
  });

  it("with --dry-run on this machine, pointed at no candidates, names the commands it would run and runs none", () => {
    const result = spawnSync(process.execPath, ["scripts/chromium.ts", "--install", "--dry-run", "--search", ""], { encoding: "utf8" });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe("No Chromium or Chrome found (CHROME_PATH unset, none in the usual places or on PATH).");
    const wouldApt = "Would install Debian's chromium package (apt-get): apt-get update -qq && apt-get install -y -qq chromium";
    const wouldPlaywright = `Would install Playwright's Chromium download: ${playwright}`;
    const root = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
    expect(lines.slice(1)).toEqual(root ? [wouldApt, wouldPlaywright] : [wouldPlaywright]);
  });

  it("without --search, prints the browser this machine has", () => {
    const result = spawnSync(process.execPath, ["scripts/chromium.ts"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(findChromium());
  });
});
