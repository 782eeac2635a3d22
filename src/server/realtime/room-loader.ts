import type { FastifyBaseLogger } from "fastify";
import { Curation } from "../../shared/word-curation.js";
import { cloudSpelling } from "../../shared/words.js";
import { AppError } from "../errors.js";
import type { Store } from "../store/store.js";
import { loadCloudCounts } from "../store/word-counts-data.js";
import type { CloudChange } from "../bus/bus.js";
import { SequenceSet } from "../bus/bus-sequences.js";
import type { Room } from "./room.js";
import { SessionCloud } from "./session-cloud.js";

export type LoaderEvents = {
  /** The session no longer exists. */
  onMissing(room: Room): void;
  /** A room's cloud was (re)read; `reloaded` when it replaced one its clients have seen. */
  onLoaded(room: Room, reloaded: boolean): void;
};

/**
 * Reads rooms' clouds from the store and counts committed changes into them. Changes that arrive while a read is in
 * flight are journaled and replayed onto its result, skipping the entries it already holds, so nothing is missed or
 * counted twice.
 */
export class RoomLoader {
  constructor(
    private readonly store: Store,
    private readonly logger: FastifyBaseLogger,
    private readonly events: LoaderEvents,
  ) {}

  /**
   * The room's cloud, read on first use. Await it before writing so the read never misses or repeats a write. A
   * reload in flight (a host's decision) is waited for, so a read right after a decision sees it; if that reload
   * fails, the cloud read before it is still served.
   */
  ensureLoaded(room: Room): Promise<SessionCloud> {
    if (room.loading) {
      const again = () => this.ensureLoaded(room);
      return room.loading.then(again, (error: unknown) => {
        if (room.cloud) return again();
        throw error;
      });
    }
    if (room.cloud) return Promise.resolve(room.cloud);
    return this.load(room);
  }

  /** Reads a live room again (its clients get the difference as a delta at the next tick). */
  reload(room: Room): void {
    if (room.loading) {
      // The read in flight may predate what asked for this one.
      room.reloadAgain = true;
      return;
    }
    if (!room.cloud) return;
    this.load(room).catch((error: unknown) => this.logger.warn({ err: error, sessionId: room.sessionId }, "could not reload a live session"));
  }

  /** Counts a committed change unless its entries are counted already; true when something new was counted. */
  applyChange(room: Room, change: CloudChange): boolean {
    room.journal?.push(change);
    if (room.cloud === null || room.sequences === null) return false;
    const withheldBefore = room.cloud.withheldSubmissions;
    const counted = countChange(room.cloud, room.sequences, change) > 0;
    // A new answer in the approval queue: the host's screens fetch the queue again.
    if (room.cloud.withheldSubmissions !== withheldBefore) room.moderationDirty = true;
    return counted;
  }

  private load(room: Room): Promise<SessionCloud> {
    if (room.loading) return room.loading;
    room.journal = [];
    room.loading = loadCloudCounts(this.store.db, room.sessionId).then(
      (counts) => {
        const journal = room.journal ?? [];
        room.loading = null;
        room.journal = null;
        if (!counts) {
          this.events.onMissing(room);
          throw new AppError("NOT_FOUND", "Session not found");
        }
        const question = counts.question;
        const cloud = new SessionCloud(new Curation(counts.rules), question?.id ?? null);
        for (const row of counts.spellings) cloud.addSessionSpelling(row.term, row.spelling, Number(row.frequency));
        if (question) {
          for (const row of counts.questionSpellings) cloud.addSpelling(row.term, cloudSpelling(row.content), row.frequency, row.first);
        } else {
          for (const row of counts.spellings) cloud.addSpelling(row.term, row.spelling, Number(row.frequency));
        }
        cloud.withheldSubmissions = counts.withheldSubmissions;
        // Entries and decisions both move the version on, so a decision's new cloud reaches every screen as a delta.
        cloud.version = counts.totalSubmissions + counts.revision;
        const sequences = new SequenceSet(counts.totalSubmissions);
        for (const change of journal) countChange(cloud, sequences, change);
        const reloaded = room.cloud !== null;
        if (reloaded && room.revision !== counts.revision) room.moderationDirty = true;
        room.revision = counts.revision;
        room.question = question
          ? {
              id: question.id,
              number: question.number,
              count: question.count,
              prompt: question.prompt,
              resultsHidden: Number(question.results_hidden) === 1,
              answeringClosed: Number(question.answering_closed) === 1,
            }
          : null;
        room.cloud = cloud;
        room.sequences = sequences;
        this.events.onLoaded(room, reloaded);
        if (room.reloadAgain) {
          room.reloadAgain = false;
          this.reload(room);
        }
        return cloud;
      },
      (error: unknown) => {
        room.loading = null;
        room.journal = null;
        throw error;
      },
    );
    return room.loading;
  }
}

/**
 * Counts the entries of a change that `sequences` does not hold yet; returns how many were new. The version is the
 * number of entries counted, so every instance reaches the same version for the same state.
 */
export function countChange(cloud: SessionCloud, sequences: SequenceSet, change: CloudChange): number {
  let added = 0;
  for (const word of change.words) {
    for (const sequence of word.sequences) {
      if (!sequences.add(sequence)) continue;
      cloud.recordEntry({ term: word.term, spelling: word.spelling, inCloud: true, questionId: word.questionId, sequence });
      added += 1;
    }
  }
  if (change.others.length === 0) return added;
  const withheld = new Set(change.withheld);
  for (const sequence of change.others) {
    if (!sequences.add(sequence)) continue;
    cloud.recordEntry({ term: "", spelling: "", inCloud: false, withheld: withheld.has(sequence) });
    added += 1;
  }
  return added;
}
