import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";

/**
 * ANSWERING=signed-in ("campus only"): an answer needs a participant signed in with the institution. Only that is
 * checked; who they are is never stored with the answer.
 */
export function assertMayAnswer(context: AppContext, signedIn: boolean | undefined): void {
  const { answering, oidc } = context.config.signIn;
  if (answering === "signed-in" && !signedIn) throw new AppError("UNAUTHORIZED", `Please sign in with ${oidc?.name ?? "your institution"} to answer`);
}
