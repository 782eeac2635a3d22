import QRCode from "qrcode";
import type { QrCodeRequest, SessionQrCodes } from "../../../shared/schemas/qr.js";
import type { AppContext } from "../../context.js";
import { hostKeyMatches } from "../sessions/host-key.js";
import { requireSessionRow } from "../sessions/service.js";

/** A QR code as a PNG data URL. */
export function generateQrDataUrl(url: string, options: QrCodeRequest["options"] = {}): Promise<string> {
  return QRCode.toDataURL(url, {
    errorCorrectionLevel: "M",
    width: options.width ?? 320,
    margin: options.margin ?? 2,
    color: { dark: options.darkColor ?? "#111827", light: options.lightColor ?? "#ffffff" },
  });
}

/** The link participants open: class sessions have their own page. */
export function joinPath(sessionId: string, sessionType: "regular" | "class"): string {
  return sessionType === "class" ? `/class-session/${sessionId}` : `/session/${sessionId}`;
}

/**
 * Participant and management QR codes. The management link carries the host key in its fragment
 * only when the caller proved it holds that key, so scanning it on another device grants host rights there too.
 */
export async function getSessionQrCodes(
  context: AppContext,
  sessionId: string,
  origin: string,
  hostKey: string | undefined,
): Promise<SessionQrCodes> {
  const session = await requireSessionRow(context, sessionId);
  const joinUrl = `${origin}${joinPath(session.id, session.session_type)}`;
  const dashboardPath = session.session_type === "class" ? `/class-session/${session.id}/dashboard` : `/dashboard/${session.id}`;
  const withKey = hostKey && hostKeyMatches(hostKey, session.host_key_hash) ? `#hostKey=${encodeURIComponent(hostKey)}` : "";
  const adminUrl = `${origin}${dashboardPath}${withKey}`;
  const [participantQr, adminQr] = await Promise.all([generateQrDataUrl(joinUrl), generateQrDataUrl(adminUrl)]);
  return {
    qrCodes: {
      participant: { qrCodeUrl: participantQr, joinUrl },
      admin: { qrCodeUrl: adminQr, adminUrl },
    },
  };
}
