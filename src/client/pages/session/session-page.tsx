import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function SessionPage() {
  return <LoadingScreen title="Loading session..." />;
}
