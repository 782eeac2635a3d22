import { loadDictionaries } from "../../src/server/features/word-filter/dictionaries.js";
import { DANISH_STUDENT_ANSWERS } from "../../src/server/features/word-filter/student-answers-da.js";
import { WordFilter } from "../../src/server/features/word-filter/word-filter.js";
import { fmtBytes, fmtMs, type ScenarioReport } from "../lib/format.js";
import { startServer } from "../lib/server-process.js";

/** Dictionary words judged cold, beside the students' answers: the forms a new word of a lecture may take. */
const DICTIONARY_SAMPLE = 20_000;
const STARTS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Issue 44: what the word filter costs. Its dictionaries' load (once, at start) and the memory they take, one verdict
 * on a word never judged before (cold) and on one judged already (cached), both languages an answer is judged in,
 * and the server's start time (to /health, from source as the bench runs it) with them. In-process but the starts.
 */
export async function runWordFilter(port: number): Promise<ScenarioReport> {
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStarted = performance.now();
  const dictionaries = loadDictionaries();
  const loadMs = performance.now() - loadStarted;
  const heapBytes = process.memoryUsage().heapUsed - heapBefore;

  const sample = [...DANISH_STUDENT_ANSWERS];
  for (const word of dictionaries.da.words()) {
    if (sample.length >= DANISH_STUDENT_ANSWERS.length + DICTIONARY_SAMPLE) break;
    sample.push(word);
  }
  const filter = new WordFilter(dictionaries);
  // An answer is judged in both languages (the writer takes the session's): two verdicts per answer.
  const judgeAll = () => {
    const started = performance.now();
    for (const text of sample) {
      filter.judge(text, "da");
      filter.judge(text, "en");
    }
    return ((performance.now() - started) * 1000) / sample.length;
  };
  const coldUs = judgeAll();
  const cachedUs = judgeAll();

  const starts: number[] = [];
  for (let run = 0; run < STARTS; run++) {
    const started = performance.now();
    const server = await startServer({ kind: "ordsky", port });
    starts.push(performance.now() - started);
    await server.stop();
  }

  return {
    name: "word-filter",
    title: `the word filter: dictionaries, a verdict per answer (Danish and English) over ${sample.length.toLocaleString("en-US")} answers and dictionary words, the server's start`,
    rows: [
      { metric: "dictionaries loaded (once, at start)", measured: fmtMs(loadMs) },
      { metric: "dictionaries' heap", measured: fmtBytes(heapBytes) },
      { metric: "verdicts per answer, cold (never judged)", measured: `${coldUs.toFixed(1)} µs` },
      { metric: "verdicts per answer, cached", measured: `${cachedUs.toFixed(2)} µs` },
      { metric: `server start to /health (median of ${STARTS})`, measured: fmtMs(median(starts)) },
    ],
    notes: [
      `starts: ${starts.map((ms) => fmtMs(ms)).join(", ")} (from source through tsx, as every bench server; the dictionaries are ${fmtMs(loadMs)} of it)`,
      "beside the rest of an answer's path: the writer's batch costs about 47 µs per answer at 2,000 participants (docs/performance.md)",
    ],
  };
}
