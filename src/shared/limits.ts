/** Business constants and limits from the product spec (section 9), shared by client and server. */

export const SESSION_CODE_LENGTH = 6;
/** Upper-case letters and digits without look-alikes (no 0/O, 1/I) so codes read aloud and typed from a projector survive. */
export const SESSION_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SESSION_ID_LENGTH = 21;

export const MAX_PARTICIPANTS_MIN = 1;
export const MAX_PARTICIPANTS_MAX = 1000;
export const MAX_PARTICIPANTS_DEFAULT = 100;
/** The create dialog's quick choices for Max Participants; a host's one-click raise goes to the next one. */
export const MAX_PARTICIPANTS_CHOICES = [30, 100, 300, 1000] as const;
/** From this share of Max Participants on, the host's screens say the session is filling up. */
export const CAPACITY_WARNING_RATIO = 0.9;
/** Responses (form sends) per participant per question a host may choose; null is unlimited (the spec's behaviour). */
export const ANSWERS_PER_PARTICIPANT_CHOICES = [1, 2, 3, 5] as const;

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;

export const FEEDBACK_MAX_LENGTH = 25;
export const FEEDBACK_INPUT_COUNT = 4;
/** Character counters turn yellow at this many characters left. */
export const CHARACTERS_LEFT_WARNING = 5;

export const WORD_CLOUD_MAX_WORDS = 100;
export const WORD_FREQUENCY_TOP = 20;
/**
 * The most entries one feedback request returns, and what it returns by default: about 90 KB. Longer lists are read
 * page by page (`?before=`); one request for 100,000 entries (9 MB, 264 ms) let a visitor slow everyone down.
 */
export const FEEDBACK_PAGE_MAX = 1000;
export const RECENT_SESSIONS_COUNT = 5;

/** A session's ban list: enough for every name in a lecture hall, small enough that matching stays a look-up. */
export const BAN_LIST_MAX = 500;
export const BAN_TERMS_PER_REQUEST = 100;
export const MERGE_MAX_WORDS = 50;
/** Entries one review action (Approve, Reject, Allow, Hide and their undo) may name. */
export const REVIEW_MAX_ENTRIES = 2000;
/** Waiting entries the host's queue lists at once, oldest first (the count names them all). */
export const WAITING_LIST_MAX = 200;
export const MERGE_SUGGESTIONS_MAX = 8;
export const ADMIN_PAGE_SIZE_DEFAULT = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PASSWORD_MIN_LENGTH = 6;

export const SUBMISSION_TIMEOUT_MS = 10_000;
export const REALTIME_SUBMIT_FALLBACK_MS = 5_000;
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const CONNECTION_STATUS_POLL_MS = 1_000;
export const CLASS_DASHBOARD_POLL_MS = 5_000;

/** How often the server coalesces changes into one message per session: ten screens updates a second is live to the eye and halves the socket writes of 50 ms. */
export const REALTIME_TICK_MS = 100;
export const REALTIME_MAX_MESSAGE_BYTES = 16 * 1024;

export const SCALE_MIN_DEFAULT = 1;
export const SCALE_MAX_DEFAULT = 10;
export const CLASS_TEXT_MAX_LENGTH = 25;
/** The longest text answer a course may allow its evaluations (issue 36): a short sentence, not an essay. */
export const CLASS_TEXT_LONGEST = 200;
export const SELF_VS_OTHERS_THRESHOLD = 0.5;

/**
 * The six cloud colours (blue, pink, green, amber, violet, red), each at least 4.5:1 on the page background so even
 * the smallest (14 px) words pass WCAG AA; the lighter amber and green we started with failed it.
 */
export const WORD_CLOUD_COLORS = ["#1d4ed8", "#be185d", "#047857", "#b45309", "#6d28d9", "#b91c1c"] as const;

/** A question's prompt (regular sessions); an empty prompt lets the session's title stand in. */
export const QUESTION_PROMPT_MAX_LENGTH = 200;
/** Questions one regular session may hold: more than any talk asks, few enough that every list stays small. */
export const QUESTIONS_MAX = 50;
