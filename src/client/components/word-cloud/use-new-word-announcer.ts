import { useEffect, useRef, useState } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { normalizeTerm } from "../../../shared/words.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";

/** New words are gathered and read out at most this often, so a busy room does not flood a screen reader. */
const ANNOUNCE_INTERVAL_MS = 5_000;
const MAX_NAMED = 5;

/** Polite announcements of words that appear after the cloud first loaded: "New words: calm, clear". */
export function useNewWordAnnouncer(words: Word[]): string {
  const t = useT();
  const [message, setMessage] = useState("");
  const known = useRef<Set<string> | null>(null);
  const queue = useRef<string[]>([]);
  const lastAnnounced = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (known.current === null) {
      known.current = new Set(words.map((word) => normalizeTerm(word.text)));
      return;
    }
    for (const word of words) {
      const key = normalizeTerm(word.text);
      if (!known.current.has(key)) {
        known.current.add(key);
        queue.current.push(word.text);
      }
    }
    if (queue.current.length === 0 || timer.current) return;
    const wait = Math.max(0, lastAnnounced.current + ANNOUNCE_INTERVAL_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastAnnounced.current = Date.now();
      const batch = queue.current.splice(0);
      setMessage(describeNewWords(t, batch));
    }, wait);
  }, [words, t]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return message;
}

export function describeNewWords(t: Translate, batch: string[]): string {
  if (batch.length === 0) return "";
  const named = batch.slice(0, MAX_NAMED).join(", ");
  return t("cloud.newWords", { count: batch.length, named, more: Math.max(0, batch.length - MAX_NAMED) });
}
