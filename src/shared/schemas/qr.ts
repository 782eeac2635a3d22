import { z } from "zod";

export const qrCodeRequestSchema = z.object({
  url: z
    .string({ message: "url is required" })
    .trim()
    .min(1, "url is required")
    .max(2000, "url must be at most 2000 characters")
    .refine((value) => /^https?:\/\//i.test(value), "url must start with http:// or https://"),
  options: z
    .object({
      // 512 px prints sharply at any size a QR code is shown; 1024 px cost 152 ms of CPU per request.
      width: z.number().int().min(64, "width must be between 64 and 512").max(512, "width must be between 64 and 512").optional(),
      margin: z.number().int().min(0).max(10).optional(),
      darkColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "darkColor must be a #rrggbb colour").optional(),
      lightColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "lightColor must be a #rrggbb colour").optional(),
    })
    .optional(),
});
export type QrCodeRequest = z.infer<typeof qrCodeRequestSchema>;

export const sessionQrCodesSchema = z.object({
  qrCodes: z.object({
    /** joinUrl opens the participant page; codeUrl is the short, typeable {origin}/j/{CODE} that leads there too. */
    participant: z.object({ qrCodeUrl: z.string(), joinUrl: z.string(), codeUrl: z.string() }),
    admin: z.object({ qrCodeUrl: z.string(), adminUrl: z.string() }),
  }),
});
export type SessionQrCodes = z.infer<typeof sessionQrCodesSchema>;

/** POST /api/sessions/qr-code: the code as a data: URL, and the URL it encodes. */
export const qrCodeSchema = z.object({ qrCodeUrl: z.string(), url: z.string() });
