import { z } from "zod";
import { canonicalTimeZone } from "../time-zone.js";

export const UNKNOWN_TIME_ZONE_MESSAGE = "Unknown time zone: use an IANA name such as Europe/Copenhagen";
export const TIME_ZONE_FIXED_MESSAGE = "The time zone is set by the server's configuration (TZ) and cannot be changed here";

/** An admin's "Time zone" (`null`: back to the default, Europe/Copenhagen). */
export const timeZoneSettingSchema = z.object({
  timeZone: z
    .string({ message: UNKNOWN_TIME_ZONE_MESSAGE })
    .max(64, UNKNOWN_TIME_ZONE_MESSAGE)
    .transform((name, context) => {
      const zone = canonicalTimeZone(name);
      if (zone === null) context.addIssue({ code: "custom", message: UNKNOWN_TIME_ZONE_MESSAGE });
      return zone ?? name;
    })
    .nullable(),
});

/**
 * The zone reports write their times in, and where it comes from: `environment` (TZ, which wins), `admin` (the
 * admin's setting) or `default` (Europe/Copenhagen). `changeable`: this admin may set it here.
 */
export const timeZonePolicySchema = z.object({
  timeZone: z.string(),
  source: z.enum(["environment", "admin", "default"]),
  changeable: z.boolean(),
});
export type TimeZonePolicy = z.infer<typeof timeZonePolicySchema>;
