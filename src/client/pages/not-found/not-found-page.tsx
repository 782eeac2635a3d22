import { Link } from "react-router";
import { ErrorScreen } from "../../components/state-screens.js";
import { commonText } from "../../text/common.js";

/** Any address that is not a screen of the app. */
export function NotFoundPage() {
  return (
    <ErrorScreen title="Page not found" message="There is nothing at this address.">
      <Link className="btn btn--primary" to="/">
        {commonText.goHome}
      </Link>
    </ErrorScreen>
  );
}
