import { fmtCount, fmtMs, fmtSeconds, type Row, type ScenarioReport } from "../lib/format.js";
import type { SqliteDriver } from "../lib/server-process.js";
import { measureIngest, type IngestFigures } from "./ingest.js";
import { runStormWorkload, type StormConfig, type StormFigures } from "./storm.js";

const DRIVERS: SqliteDriver[] = ["node:sqlite", "better-sqlite3"];
/** Rounds of each workload per driver, alternating drivers, so a drift of the machine's speed hits both alike. */
const ROUNDS = 2;

type Runs = { storm1k: StormFigures[]; storm10k: StormFigures[]; ingest: IngestFigures[] };

/**
 * The product's SQLite driver (Node's built-in node:sqlite) against the one it replaced (better-sqlite3, which
 * compiles at install), the same server and workloads on each: storm-1k and ingest twice per driver, storm-10k once,
 * alternating. Needs better-sqlite3 installed outside the project: BENCH_BETTER_SQLITE3=<folder>.
 */
export async function runSqliteDrivers(options: { port: number; storm1k: (driver: SqliteDriver) => StormConfig; storm10k: (driver: SqliteDriver) => StormConfig }): Promise<ScenarioReport> {
  if (!process.env.BENCH_BETTER_SQLITE3) {
    throw new Error("set BENCH_BETTER_SQLITE3 to a folder where better-sqlite3 is installed (npm install better-sqlite3 there)");
  }
  const runs = new Map<SqliteDriver, Runs>(DRIVERS.map((driver) => [driver, { storm1k: [], storm10k: [], ingest: [] }]));
  const at = (driver: SqliteDriver) => runs.get(driver)!;
  for (let round = 0; round < ROUNDS; round++) {
    for (const driver of DRIVERS) at(driver).storm1k.push(await runStormWorkload(options.storm1k(driver)));
    for (const driver of DRIVERS) at(driver).ingest.push(await measureIngest({ port: options.port, sqliteDriver: driver }));
  }
  for (const driver of DRIVERS) at(driver).storm10k.push(await runStormWorkload(options.storm10k(driver)));

  const row = (metric: string, value: (figures: Runs) => number[], format: (value: number) => string, higherIsBetter = false): Row => {
    const [ours, theirs] = DRIVERS.map((driver) => value(at(driver)));
    const mean = (values: number[]) => values.reduce((sum, each) => sum + each, 0) / values.length;
    const change = (mean(ours!) / mean(theirs!) - 1) * 100;
    const verdict = Math.abs(change) < 5 ? "within 5 %" : `node:sqlite ${change > 0 === higherIsBetter ? "better" : "worse"} by ${Math.abs(change).toFixed(0)} %`;
    return { metric, measured: `${ours!.map(format).join(", ")} vs ${theirs!.map(format).join(", ")} (${verdict})` };
  };
  return {
    name: "sqlite-drivers",
    title: "node:sqlite (the product's) vs better-sqlite3, each run listed, alternating drivers",
    rows: [
      row("storm-1k server CPU", (figures) => figures.storm1k.map((each) => each.serverCpuSeconds), fmtSeconds),
      row("storm-1k server ack p99", (figures) => figures.storm1k.map((each) => each.serverAckP99Ms), fmtMs),
      row("storm-10k server CPU", (figures) => figures.storm10k.map((each) => each.serverCpuSeconds), fmtSeconds),
      row("storm-10k server ack p99", (figures) => figures.storm10k.map((each) => each.serverAckP99Ms), fmtMs),
      row("ingest acknowledged per second", (figures) => figures.ingest.map((each) => each.perSecond), fmtCount, true),
      row("ingest server CPU per submission", (figures) => figures.ingest.map((each) => (each.serverCpuSeconds * 1000) / Math.max(1, each.acknowledged)), fmtMs),
      row("ingest ack p99", (figures) => figures.ingest.map((each) => each.latencyP99), fmtMs),
    ],
    notes: [`better-sqlite3 loaded from ${process.env.BENCH_BETTER_SQLITE3} into the server by bench/sqlite-driver-swap.cjs; the server's code is the same`],
  };
}
