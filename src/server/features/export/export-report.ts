import type { AdminSessionSummary, ExportCloud } from "../../../shared/schemas/admin.js";
import { normalizeTerm } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import { AppError } from "../../errors.js";
import type { EntryState } from "../../../shared/schemas/moderation.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { ReportLocale } from "./report-locale.js";
import type { ReportTextKey } from "./report-texts.js";
import { Curation } from "../../../shared/word-curation.js";
import { loadAllFeedback, loadClassQuestionsAndAnswers, type ExportAnswerRow, type ExportQuestionRow } from "../../store/admin-export-data.js";
import { findAdminSessionSummaries } from "../../store/admin-sessions-data.js";
import { readTermCounts, type TermCount } from "../../store/moderation-data.js";
import { listQuestionRows, readQuestionTermCounts } from "../../store/questions-data.js";
import { findSessionRow } from "../../store/sessions-data.js";
import { loadWordRules } from "../../store/word-rules-data.js";
import { isWithheld, sessionThreshold } from "../class/evaluation-threshold.js";
import { curateWords } from "../moderation/curated-words.js";
import { describeEntry } from "../moderation/entry-state.js";
import { OTHERS_ACTIVITY_KEY, SELF_ACTIVITY_KEY } from "../../../shared/class-questions.js";

export type ExportedQuestion = {
  text: string;
  type: "scale" | "text";
  scaleMin: number;
  scaleMax: number;
  totalResponses: number;
  /** Scale questions: mean rating, null while unanswered. */
  average: number | null;
  /** Scale questions: every rating scaleMin..scaleMax with its count, zeros included. */
  distribution: { rating: number; count: number }[];
  /** Text questions: every answer, oldest first. */
  answers: { text: string; createdAt: string }[];
  /** Text questions: distinct answers (trimmed, case-insensitive), most frequent first. */
  answerFrequencies: { text: string; count: number }[];
  /** Fewer answers than the session's anonymity threshold: only totalResponses is kept, every figure above is empty. */
  withheld: boolean;
};

/** A cloud word: shown, or left out by the host (hidden, banned); merged spellings are counted under their label. */
export type ExportWord = { word: string; count: number; state: "shown" | "hidden" | "banned" };
/** An entry and what became of it: shown, hidden, banned, merged into another word, waiting, rejected, … */
export type ExportFeedback = { content: string; createdAt: string; isModerated: boolean; state: EntryState; mergedInto?: string };

const STATE_LABELS: Record<EntryState, ReportTextKey> = {
  repeat: "stateRepeat",
  shown: "stateShown",
  hidden: "stateHidden",
  banned: "stateBanned",
  merged: "stateMerged",
  waiting: "stateWaiting",
  rejected: "stateRejected",
  flagged: "stateFlagged",
  "stop-word": "stateStopWord",
};

/** An entry's state as both exports print it ("Merged into AI"). */
export function describeExportState(entry: Pick<ExportFeedback, "state" | "mergedInto">, locale: ReportLocale): string {
  return entry.state === "merged" && entry.mergedInto ? locale.t("stateMergedInto", { word: entry.mergedInto }) : locale.t(STATE_LABELS[entry.state]);
}

/**
 * A cloud's figures after the host's decisions, under the spec's names: Total Submissions is the sum of the shown
 * words' counts, Unique Words how many words are shown; `answers` counts every entry given, whatever became of it.
 */
export type CloudFigures = { totalSubmissions: number; uniqueWords: number; answers: number };

/** One question of a regular session: its prompt (the title when empty), its own cloud words, entries and figures. */
export type ExportedPrompt = { id: string; number: number; prompt: string; words: ExportWord[]; feedback: ExportFeedback[]; figures: CloudFigures };

export type ExportedSession = {
  summary: AdminSessionSummary;
  words: ExportWord[];
  feedback: ExportFeedback[];
  /** A regular session's figures over all its questions (null for a class session). */
  figures: CloudFigures | null;
  /**
   * The questions a regular session asked (the current one, and any that took an answer), in the host's order: one
   * per sheet and PDF section when there are several. A question prepared but never asked has nothing to report.
   */
  prompts: ExportedPrompt[];
  questions: ExportedQuestion[];
  selfVsOthers: { self: number; others: number; difference: number } | null;
  /** A class session's anonymity threshold (0: none): its questions with fewer answers are withheld. */
  threshold: number;
};

/** How every export names a withheld question, in place of its results. */
export function describeWithheld(question: Pick<ExportedQuestion, "totalResponses">, threshold: number, locale: ReportLocale): string {
  return locale.t("withheld", { answers: locale.count("answerCount", question.totalResponses), threshold });
}

/** The cloud as the host's dashboard showed it, its words checked against what the cloud shows now. */
export type DrawnCloud = Omit<ExportCloud, "questionId"> & { caption: string };

/**
 * `host`: one session's report for its host, opening with its title and `cloud`; `admin`: the selected sessions
 * behind an overview. Written in `locale`: the exporter's language, the institution's time zone.
 */
export type ExportReport = { kind: "host" | "admin"; generatedAt: Date; locale: ReportLocale; includeAnalytics: boolean; sessions: ExportedSession[]; cloud: DrawnCloud | null };

function figuresOf(words: ExportWord[], feedback: ExportFeedback[]): CloudFigures {
  const shown = words.filter((word) => word.state === "shown");
  return { totalSubmissions: shown.reduce((sum, word) => sum + word.count, 0), uniqueWords: shown.length, answers: feedback.length };
}

function summariseQuestion(question: ExportQuestionRow, answers: ExportAnswerRow[]): ExportedQuestion {
  const base = { text: question.text, type: question.type, scaleMin: question.scaleMin, scaleMax: question.scaleMax };
  if (question.type === "scale") {
    const ratings = answers.map((answer) => answer.number).filter((value): value is number => value !== null);
    const distribution = [];
    for (let rating = question.scaleMin; rating <= question.scaleMax; rating++) {
      distribution.push({ rating, count: ratings.filter((value) => value === rating).length });
    }
    const average = ratings.length === 0 ? null : ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
    return { ...base, totalResponses: ratings.length, average, distribution, answers: [], answerFrequencies: [], withheld: false };
  }
  const texts = answers
    .filter((answer) => answer.text !== null && answer.text.trim() !== "")
    .map((answer) => ({ text: (answer.text ?? "").trim(), createdAt: answer.createdAt }));
  const groups = new Map<string, { text: string; count: number }>();
  for (const answer of texts) {
    const key = normalizeTerm(answer.text);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { text: answer.text, count: 1 });
  }
  const answerFrequencies = [...groups.values()].sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, "da"));
  return { ...base, totalResponses: texts.length, average: null, distribution: [], answers: texts, answerFrequencies, withheld: false };
}

/** Below the threshold a question keeps only its number of answers (see analyseClassSession). */
function withholdBelow(question: ExportedQuestion, threshold: number): ExportedQuestion {
  if (!isWithheld(question.totalResponses, threshold)) return question;
  return { ...question, average: null, distribution: [], answers: [], answerFrequencies: [], withheld: true };
}

async function loadSession(context: AppContext, summary: AdminSessionSummary): Promise<ExportedSession> {
  const empty: ExportedSession = { summary, words: [], feedback: [], figures: null, prompts: [], questions: [], selfVsOthers: null, threshold: 0 };
  const db = context.store.db;
  if (summary.sessionType === "regular") {
    const curation = new Curation(await loadWordRules(db, summary.id, ""));
    const toWords = (terms: TermCount[]) => curateWords(terms, curation).map((word) => ({ word: word.text, count: word.frequency, state: word.state }));
    const rows = await loadAllFeedback(db, summary.id);
    const toFeedback = (row: (typeof rows)[number]) => ({
      content: row.content,
      createdAt: row.created_at,
      isModerated: Number(row.is_moderated) === 1,
      ...describeEntry(row, curation),
    });
    const currentQuestionId = (await findSessionRow(db, summary.id))?.current_question_id ?? null;
    const prompts: ExportedPrompt[] = [];
    for (const [index, question] of (await listQuestionRows(db, summary.id)).entries()) {
      const entries = rows.filter((row) => row.question_id === question.id);
      if (entries.length === 0 && question.id !== currentQuestionId) continue;
      const words = toWords(await readQuestionTermCounts(db, question.id));
      const feedback = entries.map(toFeedback);
      prompts.push({ id: question.id, number: index + 1, prompt: question.prompt || summary.title, words, feedback, figures: figuresOf(words, feedback) });
    }
    const words = toWords(await readTermCounts(db, summary.id));
    const feedback = rows.map(toFeedback);
    return { ...empty, words, feedback, figures: figuresOf(words, feedback), prompts };
  }
  const { questions, answers } = await loadClassQuestionsAndAnswers(db, summary.id);
  const session = await findSessionRow(db, summary.id);
  const threshold = session ? await sessionThreshold(context, session) : 0;
  const exported = questions.map((question) =>
    withholdBelow(
      summariseQuestion(
        question,
        answers.filter((answer) => answer.questionId === question.id),
      ),
      threshold,
    ),
  );
  const averageOf = (key: string) => {
    const index = questions.findIndex((question) => question.key === key);
    return index >= 0 ? (exported[index]?.average ?? null) : null;
  };
  const self = averageOf(SELF_ACTIVITY_KEY);
  const others = averageOf(OTHERS_ACTIVITY_KEY);
  const selfVsOthers = self !== null && others !== null ? { self, others, difference: self - others } : null;
  return { ...empty, questions: exported, selfVsOthers, threshold };
}

/**
 * The host's cloud as drawn on their dashboard, keeping only words its cloud shows now (a word banned or hidden since
 * the screen last updated stays out), under the name of the question it belongs to.
 */
function checkCloud(cloud: ExportCloud | undefined, session: ExportedSession, locale: ReportLocale): DrawnCloud | null {
  if (!cloud) return null;
  const prompt = session.prompts.find((candidate) => candidate.id === cloud.questionId);
  const shown = new Set((prompt ?? session).words.filter((word) => word.state === "shown").map((word) => normalizeTerm(word.word)));
  const words = cloud.words.filter((word) => shown.has(normalizeTerm(word.text)));
  if (words.length === 0) return null;
  const caption = prompt && session.prompts.length > 1 ? locale.t("questionPrompt", { n: prompt.number, prompt: prompt.prompt }) : session.summary.title;
  return { width: cloud.width, height: cloud.height, words, caption };
}

/**
 * Gathers what both export formats show, in the same order as the admin list (newest first), in the exporter's
 * `language` and the institution's zone. Without analytics the documents show only the overview, whose figures are
 * still the sessions'.
 */
export async function buildExportReport(
  context: AppContext,
  input: { sessionIds: string[]; includeAnalytics: boolean; kind: ExportReport["kind"]; cloud?: ExportCloud; language: SessionLanguage },
): Promise<ExportReport> {
  const summaries = await findAdminSessionSummaries(context.store.db, input.sessionIds);
  if (summaries.length === 0) throw new AppError("NOT_FOUND", "None of the selected sessions exist any more");
  const sessions = [];
  for (const summary of summaries) sessions.push(await loadSession(context, summary));
  const locale = new ReportLocale(input.language, await reportTimeZone(context));
  const cloud = input.kind === "host" && sessions[0] ? checkCloud(input.cloud, sessions[0], locale) : null;
  return { kind: input.kind, generatedAt: new Date(), locale, includeAnalytics: input.includeAnalytics, sessions, cloud };
}
