import type { ParticipantCount } from "./feedback-writer.js";

/** One session's participants as a write batch admits its entries one after another. */
export type ParticipantTally = {
  /** Whether the entry's participant is new and, if so, how many the session has admitted before it. */
  standing(participantId: string): ParticipantCount;
  /** The new participant of the entry just admitted now counts (and is known to the rest of the batch). */
  admit(participantId: string): void;
};

/**
 * Tallies a batch's participants over the query pair of participants-data.ts: `isKnown` asks whether the session
 * admitted a participant before this batch, `countAdmitted` how many it admitted; the count is read at most once per
 * batch, and only when someone new arrives, since admitting a known participant never depends on it.
 */
export function tallyParticipants(isKnown: (participantId: string) => boolean, countAdmitted: () => number): ParticipantTally {
  const admittedHere = new Set<string>();
  let admitted: number | null = null;
  return {
    standing(participantId) {
      if (admittedHere.has(participantId) || isKnown(participantId)) return { isNew: false };
      admitted ??= countAdmitted();
      return { isNew: true, admitted };
    },
    admit(participantId) {
      admittedHere.add(participantId);
      admitted = (admitted ?? countAdmitted()) + 1;
    },
  };
}
