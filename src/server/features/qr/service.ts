import QRCode from "qrcode";
import type { QrCodeRequest, SessionQrCodes } from "../../../shared/schemas/qr.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { hostKeyMatches } from "../sessions/host-key.js";
import { requireSessionRow } from "../sessions/service.js";
import { DrawnCodes } from "./drawn-codes.js";

const TOO_MANY_QR_CODES_MESSAGE = "Too many QR codes asked for, please wait a moment";

/**
 * Sessions' codes, by the link each encodes (about 4.3 KB each as a data URL: 1,000 are about 4 MB, the codes of a
 * few hundred sessions in use). Module-wide: an image depends on nothing but its text, whichever server asks.
 */
const sessionCodes = new DrawnCodes(1_000, (text) => generateQrDataUrl(text));

/**
 * Takes one request's worth of QR codes from the address's allowance: each code is milliseconds of CPU on the event
 * loop that every live session shares, so one client asking in a loop would slow them all. `address` is undefined
 * for the server's own callers.
 */
function takeQrRequest(context: AppContext, address: string | undefined): void {
  const buckets = context.rateLimits.qrCodes;
  if (!buckets || address === undefined) return;
  const now = performance.now();
  if (!buckets.take(address, now)) throw new AppError("RATE_LIMITED", TOO_MANY_QR_CODES_MESSAGE, buckets.waitMs(address, now));
}

/** A QR code of any URL (the generic QR call), within the address's allowance. */
export async function generateQrCode(context: AppContext, request: QrCodeRequest, address: string | undefined): Promise<string> {
  takeQrRequest(context, address);
  return generateQrDataUrl(request.url, request.options);
}

/** A QR code as a PNG data URL. */
async function generateQrDataUrl(url: string, options: QrCodeRequest["options"] = {}): Promise<string> {
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
  address: string | undefined,
): Promise<SessionQrCodes> {
  // Counted first, so a request past the allowance costs no database read either (issue 46: one client looping
  // on this route at about 2,000 requests a second held /health's p99 at 260 ms).
  takeQrRequest(context, address);
  const session = await requireSessionRow(context, sessionId);
  const joinUrl = `${origin}${joinPath(session.id, session.session_type)}`;
  const dashboardPath = session.session_type === "class" ? `/class-session/${session.id}/dashboard` : `/dashboard/${session.id}`;
  const withKey = hostKey && hostKeyMatches(hostKey, session.host_key_hash) ? `#hostKey=${encodeURIComponent(hostKey)}` : "";
  const adminUrl = `${origin}${dashboardPath}${withKey}`;
  const [participantQr, adminQr] = await Promise.all([sessionCodes.imageOf(joinUrl), sessionCodes.imageOf(adminUrl)]);
  return {
    qrCodes: {
      participant: { qrCodeUrl: participantQr, joinUrl, codeUrl: `${origin}/j/${session.session_code}` },
      admin: { qrCodeUrl: adminQr, adminUrl },
    },
  };
}
