import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function AdminDashboardPage() {
  return <LoadingScreen title="Admin" />;
}
