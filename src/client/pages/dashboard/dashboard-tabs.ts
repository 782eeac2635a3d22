export type DashboardTab = "overview" | "feedback" | "qr-codes";
