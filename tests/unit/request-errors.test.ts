import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/services/logger.server.ts";
import { logGate, logRequestError } from "#app/services/request-errors.server.ts";

// Issue 16.7: an anonymous POST to a page without a form used to log a 1.4 KB stack trace each
// time; a refusal is now one line without a stack, and a flood from one address is capped.
afterEach(() => vi.restoreAllMocks());

/** What the server entry (app/entry.server.tsx handleError) hands the logger for a thrown value. */
const failure = (error: unknown) => ({ error, status: isRouteErrorResponse(error) ? error.status : undefined });
const post = (path: string) => ({ method: "POST", url: `http://localhost:3000${path}` });
const noAction = () => new ErrorResponseImpl(405, "Method Not Allowed", new Error('You made a POST request to "/about" but did not provide an `action`'), true);

describe("logging a route's errors", () => {
  it("a refusal is one line with status, method, path and address, and no stack", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    logRequestError(failure(noAction()), post("/about"), "198.51.100.1", logGate(10, 500));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([{ status: 405, method: "POST", path: "/about", ip: "198.51.100.1" }, "request refused"]);
    expect(JSON.stringify(warn.mock.calls[0])).not.toMatch(/stack|at .*\.js/);
    expect(error).not.toHaveBeenCalled();
  });

  it("a flood of refusals from one address logs ten lines a minute; another address still gets its lines", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const gate = logGate(10, 500);
    for (let i = 0; i < 200; i++) logRequestError(failure(noAction()), post("/about"), "198.51.100.2", gate);
    expect(warn).toHaveBeenCalledTimes(10);
    logRequestError(failure(noAction()), post("/about"), "198.51.100.3", gate);
    expect(warn).toHaveBeenCalledTimes(11);
  });

  it("the gate opens again after its minute, and caps all addresses together", () => {
    const gate = logGate(2, 3, 60_000);
    expect([gate("a", 0), gate("a", 1), gate("a", 2)]).toEqual([true, true, false]);
    expect([gate("b", 3), gate("c", 4)]).toEqual([true, false]);
    expect(gate("a", 60_000)).toBe(true);
  });

  it("a bug (an Error or a 5xx) is logged in full every time; an aborted request logs nothing", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const bug = new Error("boom");
    for (let i = 0; i < 20; i++) logRequestError(failure(bug), post("/contact"), "198.51.100.4", logGate(1, 1));
    expect(error).toHaveBeenCalledTimes(20);
    expect(error.mock.calls[0]![0]).toMatchObject({ err: bug, method: "POST", path: "/contact" });
    logRequestError(failure(new ErrorResponseImpl(503, "Service Unavailable", null)), post("/contact"), undefined);
    expect(error).toHaveBeenCalledTimes(21);
    const aborted = new AbortController();
    aborted.abort();
    logRequestError(failure(bug), { ...post("/contact"), signal: aborted.signal }, "198.51.100.4");
    expect(error).toHaveBeenCalledTimes(21);
  });
});
