import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/services/env.server.ts";

describe("parseEnv", () => {
  it("gives working defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.SESSION_IDLE_MINUTES).toBe(120);
    expect(env.SESSION_MAX_DAYS).toBe(7);
    expect(env.FORM_MIN_FILL_MS).toBe(3_000);
  });

  it("keeps an idle connection longer than a load balancer's 60 s, caps connections per address below the global cap, and keeps deadlines (issues 29.1, 29.8)", () => {
    const env = parseEnv({});
    // Before: Node's 5 s, below the 60 s idle timeout of common balancers (502s behind them).
    expect(env.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(65);
    expect(env.KEEP_ALIVE_TIMEOUT_SECONDS).toBeGreaterThan(60);
    expect(env.CONNECTIONS_PER_ADDRESS).toBeGreaterThan(0);
    expect(env.CONNECTIONS_PER_ADDRESS).toBeLessThan(env.MAX_CONNECTIONS / 10);
    expect(env.HEADERS_TIMEOUT_SECONDS).toBe(10);
    expect(env.REQUEST_TIMEOUT_SECONDS).toBe(30);
    expect(parseEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "120", CONNECTIONS_PER_ADDRESS: "0" })).toMatchObject({ KEEP_ALIVE_TIMEOUT_SECONDS: 120, CONNECTIONS_PER_ADDRESS: 0 });
    expect(() => parseEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "soon" })).toThrow(EnvError);
  });

  it("without SITE_URL, links point at the port the server listens on (PORT=3100 mails http://localhost:3100 links)", () => {
    expect(parseEnv({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseEnv({ PORT: "3100", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseEnv({ PORT: "3100", SITE_URL: "https://www.example.com" }).SITE_URL).toBe("https://www.example.com");
  });

  it("takes FORM_MIN_FILL_MS in milliseconds, 0 included (the end-to-end servers lower it)", () => {
    expect(parseEnv({ FORM_MIN_FILL_MS: "0" }).FORM_MIN_FILL_MS).toBe(0);
    expect(parseEnv({ FORM_MIN_FILL_MS: "1500" }).FORM_MIN_FILL_MS).toBe(1_500);
  });

  it("drops a trailing slash from SITE_URL so canonical links never double it", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
  });

  it("treats an empty optional variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    ["SITE_URL", "example.com", "SITE_URL: must be an absolute http(s) URL"],
    ["SMTP_URL", "http://mail", "SMTP_URL: must be an smtp:// or smtps:// URL"],
    ["SESSION_SECRET", "short", "SESSION_SECRET: must be at least 32 characters"],
    ["SEED", "sometimes", "SEED: must be 'auto' or 'never'"],
    ["SESSION_IDLE_MINUTES", "-5", "SESSION_IDLE_MINUTES"],
    ["FORM_MIN_FILL_MS", "-1", "FORM_MIN_FILL_MS: must be 0 or more"],
    ["FORM_MIN_FILL_MS", "3s", "FORM_MIN_FILL_MS: must be a whole number of milliseconds"],
  ])("refuses %s=%s with a message naming the variable", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});
