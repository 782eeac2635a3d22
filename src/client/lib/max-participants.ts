import { MAX_PARTICIPANTS_DEFAULT, MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN } from "../../shared/limits.js";

/** Spec: a non-numeric Max Participants falls back to 100. */
export function parseMaxParticipants(raw: string): number {
  const value = Number(raw.trim());
  return raw.trim() === "" || !Number.isFinite(value) ? MAX_PARTICIPANTS_DEFAULT : value;
}

/** Whether a parsed Max Participants is a whole number from 1 to 1000. */
export function isMaxParticipantsInRange(value: number): boolean {
  return Number.isInteger(value) && value >= MAX_PARTICIPANTS_MIN && value <= MAX_PARTICIPANTS_MAX;
}
