// The Node options the server runs with, wherever it is started (npm start, npm run serve, the container image, the
// end-to-end server, the bench); package.json's `serve` and the Containerfile's CMD spell them out, and a test checks
// they agree with this list.
//
// --max-semi-space-size=16: Node 24's V8 sizes the young generation by the machine's memory, up to 64 MB per
// semi-space on this 24 GiB machine (Node 20: 16 MB), and it grows to that under any load: about 100 MB more RSS for
// nothing measurable (storm-1k and storm-10k used the same CPU per message either way; docs/performance.md). V8's
// heap flags hold for every thread of the process; a worker thread refuses them in its own execArgv.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
