/**
 * `npm run bench [-- scenario…] [--busy N] [--markdown FILE] [--profile DIR]`: load benchmarks of issue 5 on loopback.
 * Prints figures against targets; asserts nothing. Every scenario starts and stops its own processes.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { renderMarkdown, renderText, type ScenarioReport } from "./lib/format.js";
import { BusyProcesses } from "./lib/busy-processes.js";
import { LoadAverageSampler } from "./lib/load-average.js";
import { BENCH_SERVER_ENV_NOTE, pinningAvailable } from "./lib/server-process.js";
import { runAbuse } from "./scenarios/abuse.js";
import { baselineReport, floorReport, type BusyTargets } from "./scenarios/baseline.js";
import { runClientScenario } from "./scenarios/client.js";
import { runIngest } from "./scenarios/ingest.js";
import { runSqliteDrivers } from "./scenarios/sqlite-drivers.js";
import { runStormWorkload, type StormConfig, type StormFigures } from "./scenarios/storm.js";
import { stormReport } from "./scenarios/storm-report.js";
import { runMultiNode } from "./multi-node.js";
import { runWordFilter } from "./scenarios/word-filter.js";
import { runTermView } from "./scenarios/term-view.js";

/** BENCH_PORT moves every port the bench listens on (3450 by default), so two benches can share a machine. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3450);
const PORT = { ordsky: BASE_PORT, baseline: BASE_PORT + 1, client: BASE_PORT + 2, floor: BASE_PORT + 3, filter: BASE_PORT + 4, clientBefore: BASE_PORT + 5, term: BASE_PORT + 6 } as const;
const MULTI_NODE_PORTS = [BASE_PORT + 100, BASE_PORT + 101, BASE_PORT + 102];
/** The screens a room watches beside the phones: a presentation, the host's dashboard, a second screen. */
const HOST_SCREENS = 3;
/**
 * Storm participants submit over their own sockets, as the participant page does while connected;
 * BENCH_SUBMIT_VIA=http sends them through the HTTP call (the page's fallback) instead.
 */
const SUBMIT_VIA = process.env.BENCH_SUBMIT_VIA === "http" ? "http" : "socket";
const VIA_TEXT = SUBMIT_VIA === "http" ? "over HTTP" : "over their sockets";
const SCENARIOS = ["storm-1k", "storm-1k-hidden", "storm-10k", "ingest", "baseline-1k", "floor-1k", "floor-10k", "client", "multi-node", "abuse", "word-filter", "term", "sqlite-drivers"] as const;
/** Run only when named: it needs better-sqlite3 installed outside the project and takes about 8 minutes. */
const ON_REQUEST: ScenarioName[] = ["sqlite-drivers"];
type ScenarioName = (typeof SCENARIOS)[number];
/** storm-1k-hidden: phones nobody looks at (put away once answered) get no deltas until they are back. */
const HIDDEN_SHARE = 0.7;
/** `--busy N` with no scenario named: the storms, each side by side with the floor under the same load (issue 38). */
const BUSY_SCENARIOS: ScenarioName[] = ["floor-1k", "floor-10k"];
/** Issue 38: acknowledgements and screens on a machine shared with busy processes. */
const BUSY_TARGETS: Record<"floor-1k" | "floor-10k", BusyTargets> = {
  "floor-1k": { ackP99Ms: 100, convergenceMs: 1000 },
  "floor-10k": { ackP99Ms: 150, convergenceMs: 1000 },
};
/** More busy processes than this is not a shared machine but a broken one. */
const MAX_BUSY = 8;

function parseArgs(argv: string[]) {
  const names: ScenarioName[] = [];
  let markdown: string | null = null;
  let profile: string | null = null;
  let busy = 0;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    if (arg === "--markdown") markdown = argv[++index] ?? null;
    else if (arg === "--profile") profile = argv[++index] ?? null;
    else if (arg === "--busy") {
      busy = Number(argv[++index]);
      if (!Number.isInteger(busy) || busy < 0 || busy > MAX_BUSY) {
        console.error(`--busy takes a number of busy processes from 0 to ${MAX_BUSY}`);
        process.exit(2);
      }
    } else if ((SCENARIOS as readonly string[]).includes(arg)) names.push(arg as ScenarioName);
    else {
      console.error(`unknown argument ${arg}; scenarios: ${SCENARIOS.join(", ")}; options: --busy N, --markdown FILE, --profile DIR`);
      process.exit(2);
    }
  }
  const all = busy > 0 ? BUSY_SCENARIOS : SCENARIOS.filter((name) => !ON_REQUEST.includes(name));
  return { names: names.length ? names : all, markdown, profile, busy };
}

const storm1k = (kind: StormConfig["kind"], profile: string | null): StormConfig => ({
  kind,
  port: PORT[kind],
  watchers: 1000,
  hostWatchers: HOST_SCREENS,
  via: SUBMIT_VIA,
  sourceAddresses: ["127.0.0.1"],
  totalWords: 4000,
  participants: 1000,
  durationMs: 10_000,
  // The reference needs minutes of CPU for the whole storm; it is cut off and compared per accepted submission.
  graceMs: kind === "baseline" ? 110_000 : 20_000,
  cpuProfileDir: profile ? join(profile, `storm-1k-${kind}`) : undefined,
});

const storm10k = (profile: string | null, kind: "ordsky" | "floor" = "ordsky"): StormConfig => ({
  kind,
  port: PORT[kind],
  watchers: 10_000,
  hostWatchers: HOST_SCREENS,
  via: SUBMIT_VIA,
  sourceAddresses: Array.from({ length: 10 }, (_, index) => `127.0.0.${index + 2}`),
  totalWords: 40_000,
  participants: 1000,
  durationMs: 30_000,
  graceMs: 60_000,
  cpuProfileDir: profile ? join(profile, kind === "ordsky" ? "storm-10k" : `storm-10k-${kind}`) : undefined,
});

function machine(): string {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
}

async function main(): Promise<void> {
  const { names, markdown, profile, busy } = parseArgs(process.argv.slice(2));
  if (pinningAvailable()) {
    // The bench itself stays off the server's core; the server is pinned to core 0, the load generator to core 1.
    execFileSync("taskset", ["-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
  }
  console.log(`Ordsky bench — ${new Date().toISOString()} — ${machine()}`);
  console.log(pinningAvailable() ? "server pinned to core 0, load generator to core 1 (taskset)" : "no taskset or one core: processes are not pinned");
  console.log(BENCH_SERVER_ENV_NOTE);
  if (busy > 0) console.log(`${busy} busy process${busy === 1 ? "" : "es"} (a spinning loop each, every core, default priority) beside every scenario: a shared machine`);
  if ((loadavg()[0] ?? 0) > 1.5) console.log(`! load average ${loadavg()[0]?.toFixed(1)}: the machine is busy with other work; figures will be noisy`);
  const reports: ScenarioReport[] = [];
  let ours1k: StormFigures | null = null;
  let ours10k: StormFigures | null = null;
  const load = new LoadAverageSampler();
  let crowd: { processes: BusyProcesses; since: number } | null = null;
  const finish = (report: ScenarioReport) => {
    const range = load.range();
    if (crowd) {
      const seconds = (Date.now() - crowd.since) / 1000;
      report.notes.push(
        `${crowd.processes.count} busy processes beside it, on every core at the default priority: ${crowd.processes.cpuSeconds().toFixed(1)} s of CPU between them in the scenario's ${seconds.toFixed(0)} s`,
      );
    }
    report.notes.push(
      `machine load average (1 min, the bench's own processes included): ${range.start.toFixed(1)} when the scenario started, ${range.min.toFixed(1)}–${range.max.toFixed(1)} while it ran, ${range.end.toFixed(1)} when it ended, on ${cpus().length} cores${range.end > 1.5 ? " — other work was running: latencies are unreliable, CPU seconds and message counts less so" : ""}`,
    );
    reports.push(report);
    console.log(renderText(report));
  };
  for (const name of names) {
    const started = Date.now();
    console.log(`\n… ${name}`);
    load.start();
    crowd = busy > 0 ? { processes: BusyProcesses.start(busy), since: Date.now() } : null;
    try {
      switch (name) {
        case "storm-1k":
          ours1k = await runStormWorkload(storm1k("ordsky", profile));
          finish(
            stormReport("storm-1k", `1,000 phones and 3 host screens watching, 1,000 participants × 4 words ${VIA_TEXT} in 10 s`, ours1k, {
              ackP99Ms: 20,
              hostConvergenceMs: 300,
              phoneConvergenceMs: 300,
              cpuSeconds: 2,
            }),
          );
          break;
        case "storm-1k-hidden":
          finish(
            stormReport(
              "storm-1k-hidden",
              `storm-1k with 70 % of the phones out of sight after answering (Page Visibility), back once it is over; words ${VIA_TEXT}`,
              await runStormWorkload({ ...storm1k("ordsky", profile), hiddenShare: HIDDEN_SHARE }),
              { ackP99Ms: 20, hostConvergenceMs: 300, phoneConvergenceMs: 300, cpuSeconds: 2 },
            ),
          );
          break;
        case "storm-10k": {
          const figures = (ours10k = await runStormWorkload(storm10k(profile)));
          finish(
            stormReport("storm-10k", `10,000 phones and 3 host screens from 10 source addresses, 40,000 words from 1,000 participants ${VIA_TEXT} in 30 s`, figures, {
              serverAckP99Ms: 50,
              hostConvergenceMs: 300,
              phoneConvergenceMs: 1500,
              cpuSeconds: 10,
              rssPerConnectionBytes: 8 * 1024,
            }),
          );
          break;
        }
        case "ingest":
          finish(await runIngest({ port: PORT.ordsky, cpuProfileDir: profile ? join(profile, "ingest") : undefined }));
          break;
        case "baseline-1k": {
          ours1k ??= await runStormWorkload(storm1k("ordsky", profile));
          const reference = await runStormWorkload(storm1k("baseline", profile));
          finish(stormReport("baseline-1k (reference server alone)", "the storm-1k workload against bench/baseline-server.ts", reference));
          finish(baselineReport(ours1k, reference));
          break;
        }
        case "floor-1k": {
          ours1k ??= await runStormWorkload(storm1k("ordsky", profile));
          finish(floorReport(ours1k, await runStormWorkload(storm1k("floor", profile)), "floor-1k", busy > 0 ? BUSY_TARGETS["floor-1k"] : undefined));
          break;
        }
        case "floor-10k": {
          ours10k ??= await runStormWorkload(storm10k(profile));
          finish(floorReport(ours10k, await runStormWorkload(storm10k(profile, "floor")), "floor-10k", busy > 0 ? BUSY_TARGETS["floor-10k"] : undefined));
          break;
        }
        case "client":
          finish(await runClientScenario({ port: PORT.client, beforePort: PORT.clientBefore }));
          break;
        case "abuse":
          finish(await runAbuse({ port: PORT.ordsky }));
          break;
        case "word-filter":
          finish(await runWordFilter(PORT.filter));
          break;
        case "term":
          finish(await runTermView(PORT.term));
          break;
        case "sqlite-drivers":
          finish(
            await runSqliteDrivers({
              port: PORT.ordsky,
              storm1k: (sqliteDriver) => ({ ...storm1k("ordsky", null), sqliteDriver }),
              storm10k: (sqliteDriver) => ({ ...storm10k(null), sqliteDriver }),
            }),
          );
          break;
        case "multi-node":
          finish(await runMultiNode({ ports: MULTI_NODE_PORTS, sessions: 3, participantsPerSession: 1000, wordsPerParticipant: 4, durationMs: 10_000 }));
          break;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      finish({ name, title: "failed", rows: [], notes: [message.split("\n").slice(0, 6).join(" / ")] });
    } finally {
      await crowd?.processes.stop();
      crowd = null;
    }
    console.log(`  (${name} took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  load.stop();
  if (markdown) {
    mkdirSync(join(markdown, ".."), { recursive: true });
    writeFileSync(markdown, [`Run ${new Date().toISOString()} on ${machine()}; ${BENCH_SERVER_ENV_NOTE}.`, "", ...reports.map(renderMarkdown)].join("\n"));
    console.log(`\nmarkdown written to ${markdown}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
