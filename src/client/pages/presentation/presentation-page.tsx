import { LoadingScreen } from "../../components/state-screens.js";

/** Placeholder until this screen is built. */
export function PresentationPage() {
  return <LoadingScreen title="Loading presentation..." />;
}
