import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function AdminPanelPage() {
  return <LoadingScreen title="Admin Panel" />;
}
