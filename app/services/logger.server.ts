import pino from "pino";

/** JSON logs, one line per event (request id, route, status, duration on requests). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
