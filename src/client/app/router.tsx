import { createBrowserRouter, Navigate } from "react-router";
import { DOCUMENT_PATHS } from "../../shared/document-paths.js";
import { AppShell } from "./app-shell.js";
import { LoadingScreen } from "../components/state-screens.js";
import { useT } from "../i18n/i18n-provider.js";

function RouteLoading() {
  const t = useT();
  return <LoadingScreen title={t("common.loading")} />;
}

/**
 * Every route of spec section 2, and the ones added since (join links, embeds, courses, the statement and the
 * notice); each screen is loaded on demand so a phone only downloads what it shows.
 */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("../pages/landing/landing-page.js")).LandingPage }) },
      { path: "/session/:sessionId", lazy: async () => ({ Component: (await import("../pages/session/session-page.js")).SessionPage }) },
      { path: "/session", element: <Navigate to="/" replace /> },
      { path: "/j/:code?", lazy: async () => ({ Component: (await import("../pages/join/join-page.js")).JoinPage }) },
      { path: "/dashboard/:sessionId", lazy: async () => ({ Component: (await import("../pages/dashboard/dashboard-page.js")).DashboardPage }) },
      { path: "/dashboard", element: <Navigate to="/" replace /> },
      {
        path: "/presentation/:sessionId",
        lazy: async () => ({ Component: (await import("../pages/presentation/presentation-page.js")).PresentationPage }),
      },
      { path: "/embed/:sessionId", lazy: async () => ({ Component: (await import("../pages/embed/embed-page.js")).EmbedPage }) },
      { path: "/office/addin", lazy: async () => ({ Component: (await import("../pages/office-addin/office-addin-page.js")).OfficeAddInPage }) },
      {
        path: "/class-session/:sessionId",
        lazy: async () => ({ Component: (await import("../pages/class-session/class-session-page.js")).ClassSessionPage }),
      },
      {
        path: "/class-session/:sessionId/dashboard",
        lazy: async () => ({ Component: (await import("../pages/class-dashboard/class-dashboard-page.js")).ClassDashboardPage }),
      },
      { path: "/course/:courseId", lazy: async () => ({ Component: (await import("../pages/course/course-page.js")).CoursePage }) },
      { path: "/admin", lazy: async () => ({ Component: (await import("../pages/admin-panel/admin-panel-page.js")).AdminPanelPage }) },
      { path: "/admin/login", lazy: async () => ({ Component: (await import("../pages/admin-login/admin-login-page.js")).AdminLoginPage }) },
      {
        path: "/admin/dashboard",
        lazy: async () => ({ Component: (await import("../pages/admin-dashboard/admin-dashboard-page.js")).AdminDashboardPage }),
      },
      // The accessibility statement and the privacy notice, at an address in each language (shared/document-paths.ts).
      ...[DOCUMENT_PATHS.accessibility.en, DOCUMENT_PATHS.accessibility.da].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("../pages/accessibility/accessibility-page.js")).AccessibilityPage }),
      })),
      ...[DOCUMENT_PATHS.privacy.en, DOCUMENT_PATHS.privacy.da].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("../pages/privacy/privacy-page.js")).PrivacyPage }),
      })),
      { path: "*", lazy: async () => ({ Component: (await import("../pages/not-found/not-found-page.js")).NotFoundPage }) },
    ],
  },
]);
