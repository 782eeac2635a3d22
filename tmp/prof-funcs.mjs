// usage: node prof-funcs.mjs FILE — self ms of the slow-socket path's functions, and the profile's busy ms
import { readFileSync } from "node:fs";
const p = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map(); let busy = 0;
p.samples.forEach((id, i) => {
  const d = p.timeDeltas[i + 1] ?? 0; const n = byId.get(id); const f = n.callFrame;
  const key = `${f.functionName || "(anon)"} ${f.url.split("/").slice(-1)[0]}`;
  if (f.functionName !== "(idle)") busy += d;
  self.set(key, (self.get(key) ?? 0) + d);
});
const want = (k) => /^(get bufferedAmount|get backlogged|recipients|send|sharedTextFrame) /.test(k) && /(socket-server|slow-sockets|websocket|frames?)\./.test(k);
let sum = 0;
for (const [k, v] of [...self].filter(([k]) => want(k)).sort()) { sum += v; console.log((v / 1000).toFixed(1).padStart(8), k); }
console.log((sum / 1000).toFixed(1).padStart(8), "sum;", (busy / 1000).toFixed(0), "ms busy");
