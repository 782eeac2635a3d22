import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function DashboardPage() {
  return <LoadingScreen title="Loading dashboard..." />;
}
