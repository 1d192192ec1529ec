/**
 * `npm start`: builds when the sources or SITE_URL changed since the last build, then starts the
 * server (server/index.ts), which migrates the database and seeds an empty embedded one.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { EnvError, parseEnv } from "#app/services/env.server.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

let siteUrl: string;
try {
  siteUrl = parseEnv().SITE_URL;
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const SOURCES = ["app", "db", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "package.json"];
const STAMP = path.join(root, "build", ".stamp");

/** A fingerprint of everything the build reads: file names, sizes and modification times. */
function fingerprint(): string {
  const hash = crypto.createHash("sha256").update(`SITE_URL=${siteUrl}\n`);
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) visit(path.join(root, source));
  return hash.digest("hex");
}

const wanted = fingerprint();
const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";
if (built !== wanted || !fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log("Building the site (sources or SITE_URL changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(STAMP, wanted);
}

await import("#server/index.ts");
