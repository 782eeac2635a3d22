import { z } from "zod";

const url = (what: string) => z.string({ message: `${what} is required` }).trim().url(`${what} must be a URL`).max(2000, `${what} is too long`).refine((value) => /^https?:\/\//.test(value), `${what} must be an http(s) URL`);
const identifier = (what: string) => z.string({ message: `${what} is required` }).trim().min(1, `${what} is required`).max(500, `${what} is too long`);

/** What an admin enters for a platform without Dynamic Registration (Canvas): LTI 1.3 Core, section 3.1.3. */
export const ltiPlatformInputSchema = z.object({
  name: z.string().trim().max(200, "The name is too long").default(""),
  issuer: identifier("The issuer"),
  clientId: identifier("The client id"),
  deploymentIds: z.array(identifier("A deployment id")).min(1, "At least one deployment id is required").max(50, "Too many deployment ids"),
  authorizationUrl: url("The authorization URL"),
  tokenUrl: url("The token URL"),
  jwksUrl: url("The keyset URL"),
});

export type LtiPlatformInput = z.infer<typeof ltiPlatformInputSchema>;

/**
 * A registered platform as the admin area lists it: whether Dynamic Registration made it (last), and when its first
 * verified launch came (null: none yet, so a platform's admin may still have to activate or enable the tool).
 */
export const ltiPlatformSchema = ltiPlatformInputSchema.extend({ id: z.string(), createdAt: z.string(), registeredDynamically: z.boolean(), firstLaunchAt: z.string().nullable() });

export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

export const ltiPlatformParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Where the addresses the card shows come from: PUBLIC_URL over HTTPS, PUBLIC_URL without it, or (unset) the address
 * the admin's browser used, which a platform may not reach and which changes with it.
 */
export const ltiPublicUrlStateSchema = z.enum(["https", "notHttps", "unset"]);

/** What the tool tells an admin to enter at the platform: its fixed endpoints on this instance, and their origin. */
export const ltiToolEndpointsSchema = z.object({
  origin: z.string(),
  publicUrl: ltiPublicUrlStateSchema,
  loginUrl: z.string(),
  launchUrl: z.string(),
  jwksUrl: z.string(),
  registrationUrl: z.string(),
});

export type LtiToolEndpoints = z.infer<typeof ltiToolEndpointsSchema>;

/** Why a Dynamic Registration failed, in words the admin's card gives in their language. */
export const ltiRegistrationFailureSchema = z.enum([
  "configurationUnreachable",
  "configurationRefused",
  "configurationInvalid",
  "issuerMismatch",
  "registrationUnreachable",
  "registrationRefused",
  "registrationInvalid",
  "failed",
]);

export type LtiRegistrationFailure = z.infer<typeof ltiRegistrationFailureSchema>;

/**
 * A Dynamic Registration that failed, shown on the card until a registration from the same configuration succeeds or
 * an admin dismisses it: where the configuration was (without its query, which may hold a token), the issuer when it
 * was read, why, and the platform's own words or Ordsky's technical detail.
 */
export const ltiRegistrationAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  configurationUrl: z.string(),
  issuer: z.string().nullable(),
  failure: ltiRegistrationFailureSchema,
  detail: z.string(),
});

export type LtiRegistrationAttempt = z.infer<typeof ltiRegistrationAttemptSchema>;

export const ltiRegistrationAttemptParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The admin's card: the tool's endpoints, the platforms registered, and Dynamic Registrations that failed. */
export const ltiPlatformListSchema = z.object({ platforms: z.array(ltiPlatformSchema), tool: ltiToolEndpointsSchema, registrationAttempts: z.array(ltiRegistrationAttemptSchema) });

/** The tool's signing keys after a rotation: the new key's id and the one still published beside it. */
export const ltiKeyRotationSchema = z.object({ currentKid: z.string(), previousKid: z.string() });

/** Third-party initiated login (LTI 1.3 Core 5.1.1; Security Framework 5.1.1.1), as query or form fields. */
export const ltiLoginSchema = z.object({
  iss: identifier("iss"),
  login_hint: identifier("login_hint"),
  target_link_uri: url("target_link_uri"),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().max(500).optional(),
  lti_deployment_id: z.string().max(500).optional(),
  lti_storage_target: z.string().max(200).optional(),
});

/** The platform's form post to /lti/launch (Security Framework 5.1.1.3). */
export const ltiLaunchFormSchema = z.object({
  id_token: z.string({ message: "id_token is required" }).min(1, "id_token is required").max(20_000, "id_token is too long"),
  state: z.string({ message: "state is required" }).min(1, "state is required").max(4000, "state is too long"),
  /** The platform's postMessage storage frame (LTI client-side postMessages), when it offers one. */
  lti_storage_target: z.string().min(1).max(200).optional(),
  /** Posted by Ordsky's own check page: the login's signed value, read back from the platform's storage. */
  lti_stored_state: z.string().min(1, "the stored state is empty").max(4000).optional(),
  /** Posted by Ordsky's own check page: the origin the platform's launch came from, signed when it came. */
  lti_frame_origin: z.string().max(4000).optional(),
  /** Posted by Ordsky's own check page when the platform's storage held no login of this state: the server says why. */
  lti_storage_missing: z.literal("1").optional(),
});

/** Dynamic Registration's start (LTI Dynamic Registration 1.0, 3.3): the platform opens the tool with these. */
export const ltiRegisterQuerySchema = z.object({
  openid_configuration: url("openid_configuration"),
  registration_token: z.string().max(4000).optional(),
});
