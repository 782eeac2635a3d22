/** "One voice per participant": answers per participant per question (null: unlimited) and counting each person once per word. */
export type VoiceSettings = { answersPerParticipant: number | null; countOncePerWord: boolean };

/** The spec's behaviour, and the create dialog's default: every entry counts, as many answers as a participant likes. */
export const EVERY_ANSWER: VoiceSettings = { answersPerParticipant: null, countOncePerWord: false };
/** The create dialog's "Large room": one person cannot make a word big, and has room for an afterthought (docs/decisions.md). */
export const LARGE_ROOM: VoiceSettings = { answersPerParticipant: 3, countOncePerWord: true };
