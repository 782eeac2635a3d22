import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function LandingPage() {
  return <LoadingScreen title="Ordsky" />;
}
