/**
 * What one watching client knows of the cloud, kept immutable so thousands of sockets that receive the same bytes
 * share one state object: applying a message is a pure function of (state, message), memoised below. This keeps a
 * single load-generator core ahead of the server at 10,000 sockets without changing what each client checks.
 */
export type WordEntry = { text: string; frequency: number; weight: number };

export class CloudState {
  private static nextId = 1;
  readonly id = CloudState.nextId++;
  private top20Key: string | null = null;

  constructor(
    readonly version: number,
    readonly totalSubmissions: number,
    readonly words: ReadonlyMap<string, WordEntry>,
  ) {}

  /** Top 20 by frequency (ties alphabetically, as every screen orders them) as text:frequency, plus the total. */
  key(): string {
    if (this.top20Key === null) {
      const top = [...this.words.values()]
        .sort((a, b) => b.frequency - a.frequency || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
        .slice(0, 20);
      this.top20Key = `${this.totalSubmissions}|${top.map((word) => `${word.text}:${word.frequency}`).join(",")}`;
    }
    return this.top20Key;
  }

  static fromSnapshot(data: { words: WordEntry[]; totalSubmissions: number; version: number }): CloudState {
    return new CloudState(data.version, data.totalSubmissions, new Map(data.words.map((word) => [word.text, word])));
  }
}

export type DeltaData = { baseVersion: number; version: number; totalSubmissions: number; changed: WordEntry[]; removed: string[] };

export function applyDelta(state: CloudState, delta: DeltaData): CloudState {
  const words = new Map(state.words);
  for (const text of delta.removed) words.delete(text);
  for (const word of delta.changed) words.set(word.text, word);
  return new CloudState(delta.version, delta.totalSubmissions, words);
}

export type ParsedMessage = { id: number; type: string; size: number; data: unknown };

/** Interns message payloads by content: identical bytes sent to many sockets are parsed once. */
export class MessageInterner {
  private readonly byLength = new Map<number, { bytes: Buffer; message: ParsedMessage }[]>();
  private nextId = 1;
  private entries = 0;

  constructor(private readonly capacity = 512) {}

  intern(bytes: Buffer): ParsedMessage {
    const bucket = this.byLength.get(bytes.length);
    if (bucket) {
      for (const entry of bucket) if (entry.bytes.equals(bytes)) return entry.message;
    }
    let parsed: { type?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(bytes.toString("utf8")) as { type?: unknown; data?: unknown };
    } catch {
      parsed = { type: "(not json)" };
    }
    const message: ParsedMessage = { id: this.nextId++, type: String(parsed.type), size: bytes.length, data: parsed.data };
    if (this.entries >= this.capacity) {
      this.byLength.clear();
      this.entries = 0;
    }
    const copy = Buffer.from(bytes);
    if (bucket) bucket.push({ bytes: copy, message });
    else this.byLength.set(bytes.length, [{ bytes: copy, message }]);
    this.entries += 1;
    return message;
  }
}

/** Memoised (state, message) → state transitions. */
export class TransitionCache {
  private readonly cache = new Map<string, CloudState | "gap">();

  constructor(private readonly capacity = 8192) {}

  get(state: CloudState | null, message: ParsedMessage, compute: () => CloudState | "gap"): CloudState | "gap" {
    const key = `${state?.id ?? 0}:${message.id}`;
    let next = this.cache.get(key);
    if (next === undefined) {
      next = compute();
      if (this.cache.size >= this.capacity) this.cache.clear();
      this.cache.set(key, next);
    }
    return next;
  }
}
