import { DatabaseSync, StatementSync } from "node:sqlite";
const timings = new Map<string, number>();
const add = (k: string, t: number) => timings.set(k, (timings.get(k) ?? 0) + t);
const origExec = DatabaseSync.prototype.exec;
DatabaseSync.prototype.exec = function (s: string) { const t = performance.now(); const r = origExec.call(this, s); add("exec " + s.slice(0, 20), performance.now() - t); return r; };
for (const m of ["run", "get", "all"] as const) {
  const orig = (StatementSync.prototype as any)[m];
  (StatementSync.prototype as any)[m] = function (...a: unknown[]) { const t = performance.now(); const r = orig.apply(this, a); add(m + " " + this.sourceSQL.slice(0, 60), performance.now() - t); return r; };
}
(globalThis as any).__timings = timings;
await import("./batch-cost.ts");
const total = [...timings.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...timings].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log((v * 1000 / (Number(process.env.PARTICIPANTS ?? 2000) * 4.4)).toFixed(1).padStart(6), "µs/answer", k);
