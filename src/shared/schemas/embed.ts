import { z } from "zod";
import { questionIdSchema } from "./question.js";
import { sessionIdSchema } from "./session.js";

/** The embed's size when the consumer asks for none: 16:9, the shape of a slide and of most course-page columns. */
export const EMBED_DEFAULT_WIDTH = 640;
export const EMBED_DEFAULT_HEIGHT = 360;

const dimension = z.coerce.number({ message: "maxwidth and maxheight are whole numbers of pixels" }).int("maxwidth and maxheight are whole numbers of pixels").min(1, "maxwidth and maxheight are whole numbers of pixels").max(10_000, "maxwidth and maxheight are whole numbers of pixels");

/** `GET /oembed`'s query (https://oembed.com, section 2.2): `format` other than json is answered 501 by the route. */
export const oembedQuerySchema = z.object({
  url: z.string({ message: "url is required" }).min(1, "url is required").max(2000, "url is too long"),
  format: z.string().max(20).optional(),
  maxwidth: dimension.optional(),
  maxheight: dimension.optional(),
});

/** The oEmbed answer for a session: a `rich` type holding an iframe of its embed view. */
export const oembedSchema = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  title: z.string(),
  provider_name: z.literal("Ordsky"),
  provider_url: z.string().url(),
  html: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type Oembed = z.infer<typeof oembedSchema>;

/** What a PowerPoint slide remembers in its document (Office's settings): the session it shows, and how. */
export const embedChoiceSchema = z.object({
  sessionId: sessionIdSchema,
  questionId: questionIdSchema.nullable(),
  showJoin: z.boolean(),
});

export type EmbedChoice = z.infer<typeof embedChoiceSchema>;
