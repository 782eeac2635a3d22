import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function ClassDashboardPage() {
  return <LoadingScreen title="Loading analytics..." />;
}
