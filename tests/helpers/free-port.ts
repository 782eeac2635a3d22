import { createServer, type AddressInfo, type Server } from "node:net";

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A port of `range` that is free now, for `what` (named in the error when none is). The search starts at a random
 * place in the range: test files run in parallel workers, and two probing from the same first port at the same moment
 * would both be told it is free.
 */
export async function findFreePort(range: { first: number; last: number }, what: string): Promise<number> {
  const size = range.last - range.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step++) {
    const port = range.first + ((start + step) % size);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${range.first}-${range.last} for ${what}`);
}

/** Listens on 127.0.0.1, on a port the system picks, and returns that port. */
export async function listenOnSomePort(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/**
 * A port nothing listens on, for a test of an address that does not answer: one the system handed out and took back.
 * It hands ports out from a large range in no fixed order, so no other test's server is given this one soon after.
 */
export async function portNothingListensOn(): Promise<number> {
  const probe = createServer();
  const port = await listenOnSomePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
