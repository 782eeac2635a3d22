import { CAPACITY_WARNING_RATIO, MAX_PARTICIPANTS_CHOICES, MAX_PARTICIPANTS_MAX } from "../../../shared/limits.js";

export type CapacityLevel = "room" | "filling" | "full";

/** How full a session is: below 90 %, nothing is said (the projector stays as it is). */
export function capacityLevel(participants: number, max: number): CapacityLevel {
  if (participants >= max) return "full";
  return participants >= Math.ceil(max * CAPACITY_WARNING_RATIO) ? "filling" : "room";
}

/**
 * What one click raises Max Participants to: the next quick choice of the create dialog above the present limit
 * (30, 100, 300, 1000), so a hall of 300 that started at the default needs one click; null at the spec's maximum.
 */
export function nextCapacity(max: number): number | null {
  if (max >= MAX_PARTICIPANTS_MAX) return null;
  return MAX_PARTICIPANTS_CHOICES.find((choice) => choice > max) ?? MAX_PARTICIPANTS_MAX;
}
