import type { LtiRegistrationFailure } from "../../../shared/schemas/lti.js";

/**
 * Why an LTI step was refused: `step` names what the page tells the person, `reason` goes to the log only; a failed
 * Dynamic Registration also says why in the admin card's terms (`failure`: a code the card words, and the detail).
 */
export class LtiRefusal extends Error {
  constructor(
    readonly step: "registration" | "login" | "launch" | "unlinked" | "no-evaluation",
    readonly reason: string,
    readonly failure?: { code: LtiRegistrationFailure; detail: string },
  ) {
    super(`LTI ${step} refused: ${reason}`);
  }
}
