import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function ClassSessionPage() {
  return <LoadingScreen title="Loading session..." />;
}
