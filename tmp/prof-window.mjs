import { readFileSync } from "node:fs";
const [file, fromArg, toArg, topArg, mark] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const times = p.timeDeltas.map((d) => (t += d));
const t0 = p.startTime;
if (!fromArg) { // histogram of a function's samples per second
  const buckets = new Map();
  p.samples.forEach((id, i) => { let x = id; let hit = false; while (x !== undefined) { if (byId.get(x).callFrame.functionName === (mark ?? "storeFeedback")) { hit = true; break; } x = parent.get(x); } if (hit) { const b = Math.floor((times[i] - t0) / 1e6); buckets.set(b, (buckets.get(b) ?? 0) + 1); } });
  console.log([...buckets].sort((a, b) => a[0] - b[0]).map(([b, n]) => `${b}s:${n}`).join(" "));
  process.exit(0);
}
const from = t0 + Number(fromArg) * 1e6, to = t0 + Number(toArg) * 1e6;
const self = new Map(); const incl = new Map(); let total = 0;
p.samples.forEach((id, i) => {
  if (times[i] < from || times[i] > to) return;
  const d = p.timeDeltas[i + 1] ?? 0; total += d;
  const key = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
  self.set(key(byId.get(id)), (self.get(key(byId.get(id))) ?? 0) + d);
  const seen = new Set(); let x = id; while (x !== undefined) { const k = key(byId.get(x)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } x = parent.get(x); }
});
console.log("window ms", (total / 1000).toFixed(0));
console.log("-- self"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log("-- inclusive"); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) console.log((v / 1000).toFixed(1).padStart(8), k);
