/** Why an LTI step was refused: `step` names what the page tells the person, `reason` goes to the log only. */
export class LtiRefusal extends Error {
  constructor(
    readonly step: "registration" | "login" | "launch" | "unlinked" | "no-evaluation",
    readonly reason: string,
  ) {
    super(`LTI ${step} refused: ${reason}`);
  }
}
