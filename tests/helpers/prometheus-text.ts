/** One sample of a scrape: its metric name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES = ["_bucket", "_sum", "_count", "_total", "_created"];

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in ${JSON.stringify(line)}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    rest = rest.slice(match[0].length);
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // Prometheus reads these case-insensitively (prom-client writes "Nan").
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text === "" || Number.isNaN(value)) throw new Error(`bad value in ${JSON.stringify(line)}`);
  return value;
}

/**
 * A strict reading of the Prometheus text format (0.0.4): every line is a HELP, a TYPE or a sample; every sample
 * belongs to a family whose TYPE came first; no family is declared twice. Throws on anything else.
 */
export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a newline");
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      if (!new RegExp(`^${NAME}$`).test(comment[2]!)) throw new Error(`bad metric name in ${JSON.stringify(line)}`);
      if (comment[1] === "TYPE") {
        if (!TYPES.has(comment[3]!)) throw new Error(`unknown type in ${JSON.stringify(line)}`);
        if (types.has(comment[2]!)) throw new Error(`${comment[2]} declared twice`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${JSON.stringify(line)}`);
    const name = match[1]!;
    const family = types.has(name) ? name : SUFFIXES.map((suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : "")).find((base) => types.has(base));
    if (!family) throw new Error(`sample ${name} has no TYPE before it`);
    samples.push({ name, labels: parseLabels(match[2] ?? "", line), value: parseValue(match[3]!, line) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels` (0 when there is none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
