/**
 * The attacker of bench/abuse.ts's flood phase, in a process of its own (an attacker does not share
 * the measuring client's event loop): 60 connections post sign-ins with unknown e-mails, a new
 * one per request, as fast as the server answers, for the given seconds; prints the statuses as
 * JSON on its last line. Usage: node bench/sign-in-flood.ts <base URL> <seconds>
 */
import autocannon from "autocannon";

const [base, seconds] = [process.argv[2]!, Number(process.argv[3] ?? 10)];
let sent = 0;
const statuses: Record<string, number> = {};
const instance = autocannon(
  {
    url: `${base}/admin-login`,
    duration: seconds,
    connections: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
          body: new URLSearchParams({ email: `flood-${sent++}@example.com`, password: "a guess of the flood" }).toString(),
        }),
      },
    ],
  },
  () => console.log(JSON.stringify(statuses)),
);
instance.on("response", (_client: unknown, statusCode: number) => (statuses[statusCode] = (statuses[statusCode] ?? 0) + 1));
