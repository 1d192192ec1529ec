/**
 * Finds the Chromium or Chrome that the end-to-end tests and the Lighthouse bench drive, and
 * installs one where none is found, so that `npm test` needs nothing but Node and npm.
 *
 * Search order: `CHROME_PATH`; the usual install locations (Debian/Ubuntu, Google's packages,
 * snap, macOS); the browser names on `PATH`; Playwright's browser cache. Install: Debian's
 * `chromium` package via apt-get when running as root, else Playwright's own download.
 *
 *   node scripts/chromium.ts                  print the browser found (exit 1 when none)
 *   node scripts/chromium.ts --install        find one, or install one and print it
 *   node scripts/chromium.ts --install --dry-run
 *                                             say which install command would run, run nothing
 *   --search <list>                           look only in these paths (`path.delimiter`-separated,
 *                                             empty for none) instead of the usual places and PATH:
 *                                             shows what happens on a machine without a browser
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Flags for a headless browser on a shared machine with no GPU and no network but ours. */
export const HEADLESS_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Machine {
  platform: NodeJS.Platform;
  home: string;
  env: Record<string, string | undefined>;
  isExecutable: (file: string) => boolean;
  listDir: (dir: string) => string[];
  isRoot: boolean;
  hasAptGet: () => boolean;
  /** Runs a command with the terminal attached; true when it exits 0. */
  run: (command: string, args: string[]) => boolean;
}

const thisMachine: Machine = {
  platform: process.platform,
  home: os.homedir(),
  env: process.env,
  isExecutable: (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  listDir: (dir) => {
    try {
      return fs.readdirSync(dir);
    } catch {
      return [];
    }
  },
  isRoot: typeof process.getuid === "function" && process.getuid() === 0,
  hasAptGet: () => process.platform === "linux" && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0,
  run: (command, args) =>
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0,
};

const LINUX_LOCATIONS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/snap/bin/chromium",
];
const MAC_APPS = [
  "Google Chrome.app/Contents/MacOS/Google Chrome",
  "Chromium.app/Contents/MacOS/Chromium",
  "Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
];
const NAMES_ON_PATH = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
// Playwright's layout inside each `chromium-<revision>` folder; it moved between releases.
const PLAYWRIGHT_EXECUTABLES = [
  "chrome-linux64/chrome",
  "chrome-linux/chrome",
  "chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
  "chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
  "chrome-mac/Chromium.app/Contents/MacOS/Chromium",
];

/** The fixed places a browser is installed at on this platform, best first. */
function installLocations(machine: Machine): string[] {
  if (machine.platform === "darwin") {
    return [...MAC_APPS.map((app) => `/Applications/${app}`), ...MAC_APPS.map((app) => path.join(machine.home, "Applications", app))];
  }
  return LINUX_LOCATIONS;
}

/** The browser names on PATH, in PATH order. */
function onPath(machine: Machine): string[] {
  const dirs = (machine.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return dirs.flatMap((dir) => NAMES_ON_PATH.map((name) => path.join(dir, name)));
}

/** Browsers that `npx playwright install chromium` left in its cache, newest revision first. */
function playwrightCache(machine: Machine): string[] {
  const cache =
    machine.env.PLAYWRIGHT_BROWSERS_PATH && machine.env.PLAYWRIGHT_BROWSERS_PATH !== "0"
      ? machine.env.PLAYWRIGHT_BROWSERS_PATH
      : machine.platform === "darwin"
        ? path.join(machine.home, "Library/Caches/ms-playwright")
        : path.join(machine.home, ".cache/ms-playwright");
  const revision = (name: string) => Number(name.slice("chromium-".length)) || 0;
  return machine
    .listDir(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => revision(b) - revision(a))
    .flatMap((dir) => PLAYWRIGHT_EXECUTABLES.map((exe) => path.join(cache, dir, exe)));
}

export function defaultCandidates(machine: Machine): string[] {
  return [...installLocations(machine), ...onPath(machine), ...playwrightCache(machine)];
}

export class ChromiumError extends Error {}

/**
 * The browser to use: `CHROME_PATH` when set (and then only it: a wrong value is an error, not a
 * reason to pick another browser), else the first executable candidate, else undefined.
 */
export function findChromium(machine: Machine = thisMachine, candidates: string[] = defaultCandidates(machine)): string | undefined {
  const chosen = machine.env.CHROME_PATH;
  if (chosen) {
    if (!machine.isExecutable(chosen)) throw new ChromiumError(`CHROME_PATH is set to ${chosen}, which is not an executable file.`);
    return chosen;
  }
  return candidates.find((candidate) => machine.isExecutable(candidate));
}

interface InstallStep {
  what: string;
  commands: string[][];
}

/** How to get a browser here, in the order to try: apt as root on Debian/Ubuntu, else Playwright's download. */
export function installPlan(machine: Machine): InstallStep[] {
  const steps: InstallStep[] = [];
  if (machine.platform === "linux" && machine.isRoot && machine.hasAptGet()) {
    steps.push({
      what: "Debian's chromium package (apt-get)",
      commands: [
        ["apt-get", "update", "-qq"],
        ["apt-get", "install", "-y", "-qq", "chromium"],
      ],
    });
  }
  steps.push({ what: "Playwright's Chromium download", commands: [["npx", "--no-install", "playwright", "install", "chromium"]] });
  return steps;
}

interface EnsureOptions {
  machine?: Machine;
  candidates?: string[];
  /** Say which commands would run instead of running them. */
  dryRun?: boolean;
  log?: (line: string) => void;
}

const shown = (step: InstallStep) => step.commands.map((c) => c.join(" ")).join(" && ");

/**
 * Finds a browser, or installs one and finds it then, saying what it did. Throws when nothing
 * worked. With `dryRun` it returns undefined instead of installing, having said what it would run.
 */
export function ensureChromium(options: EnsureOptions & { dryRun: true }): string | undefined;
export function ensureChromium(options?: EnsureOptions & { dryRun?: false }): string;
export function ensureChromium(options: EnsureOptions = {}): string | undefined {
  const machine = options.machine ?? thisMachine;
  const candidates = () => options.candidates ?? defaultCandidates(machine);
  const log = options.log ?? console.log;
  const found = findChromium(machine, candidates());
  if (found) return found;

  log("No Chromium or Chrome found (CHROME_PATH unset, none in the usual places or on PATH).");
  const plan = installPlan(machine);
  if (options.dryRun) {
    for (const step of plan) log(`Would install ${step.what}: ${shown(step)}`);
    return undefined;
  }
  for (const step of plan) {
    log(`Installing ${step.what}: ${shown(step)}`);
    const ok = step.commands.every(([command, ...args]) => machine.run(command!, args));
    const installed = ok ? findChromium(machine, candidates()) : undefined;
    if (installed) {
      log(`Installed ${step.what}; using ${installed}.`);
      return installed;
    }
    log(`${step.what} did not give a usable browser.`);
  }
  throw new ChromiumError(
    "Could not install Chromium. Install Chromium or Chrome (on Debian or Ubuntu: apt-get install chromium) or set CHROME_PATH to one.",
  );
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const searchAt = args.indexOf("--search");
  const candidates = searchAt >= 0 ? (args[searchAt + 1] ?? "").split(path.delimiter).filter(Boolean) : undefined;
  const machine = searchAt >= 0 ? { ...thisMachine, env: { ...thisMachine.env, CHROME_PATH: undefined } } : thisMachine;
  try {
    const browser = !args.includes("--install")
      ? findChromium(machine, candidates)
      : args.includes("--dry-run")
        ? ensureChromium({ machine, candidates, dryRun: true })
        : ensureChromium({ machine, candidates });
    if (browser) console.log(browser);
    else if (!args.includes("--dry-run")) {
      console.error("No Chromium or Chrome found; `node scripts/chromium.ts --install` installs one.");
      process.exit(1);
    }
  } catch (error) {
    if (!(error instanceof ChromiumError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
