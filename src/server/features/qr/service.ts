import QRCode from "qrcode";
import type { QrCodeRequest, SessionQrCodes } from "../../../shared/schemas/qr.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { hostKeyMatches } from "../sessions/host-key.js";
import { requireSessionRow } from "../sessions/service.js";

/** A QR code as a PNG data URL. */
export async function generateQrDataUrl(url: string, options: QrCodeRequest["options"] = {}): Promise<string> {
  try {
    return await QRCode.toDataURL(url, {
      errorCorrectionLevel: "M",
      width: options.width ?? 320,
      margin: options.margin ?? 2,
      color: { dark: options.darkColor ?? "#111827", light: options.lightColor ?? "#ffffff" },
    });
  } catch (error) {
    // The 2000-character limit counts characters; a QR code holds about 2300 bytes, so non-ASCII text can overflow it.
    if (error instanceof Error && /too big/i.test(error.message)) throw new AppError("VALIDATION", "url is too long to fit in a QR code");
    throw error;
  }
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
      participant: { qrCodeUrl: participantQr, joinUrl, codeUrl: `${origin}/j/${session.session_code}` },
      admin: { qrCodeUrl: adminQr, adminUrl },
    },
  };
}
