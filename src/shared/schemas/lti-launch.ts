import { z } from "zod";
import { languageFromAcceptLanguage, type SessionLanguage } from "./session-language.js";

const LTI = "https://purl.imsglobal.org/spec/lti/claim";

/** Deep Linking 2.0 (4.4.1): where the chosen items go back, and the platform's data to return with them. */
export const ltiDeepLinkingSettingsSchema = z.object({
  deep_link_return_url: z.string().url(),
  accept_types: z.array(z.string()),
  data: z.string().max(4000).optional(),
  title: z.string().optional(),
});

export const LTI_DEEP_LINKING_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";

/** Names and Role Provisioning Services 2.0 (3.6.1): where the context's members are listed. */
export const LTI_NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
export const ltiNrpsClaimSchema = z.object({ context_memberships_url: z.string().url(), service_versions: z.array(z.string()).optional() });

/**
 * The claims of a verified LTI 1.3 launch Ordsky reads (LTI 1.3 Core 5.3-5.4, Deep Linking 2.0 4.4); the signature,
 * issuer, audience and times are checked by `jose` before this parses.
 */
export const ltiLaunchClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string().min(1),
  azp: z.string().optional(),
  name: z.string().max(500).optional(),
  email: z.string().max(500).optional(),
  [`${LTI}/version`]: z.literal("1.3.0"),
  [`${LTI}/message_type`]: z.enum(["LtiResourceLinkRequest", "LtiDeepLinkingRequest"]),
  [`${LTI}/deployment_id`]: z.string().min(1).max(255),
  [`${LTI}/roles`]: z.array(z.string()),
  [`${LTI}/resource_link`]: z.object({ id: z.string().min(1).max(255), title: z.string().optional() }).optional(),
  [`${LTI}/context`]: z.object({ id: z.string().min(1).max(255), title: z.string().optional(), label: z.string().optional() }).optional(),
  [`${LTI}/custom`]: z.record(z.string(), z.unknown()).optional(),
  [`${LTI}/target_link_uri`]: z.string().max(4000).optional(),
  /** LTI 1.3 Core 5.4.4: how the platform presents the launch; `locale` is the person's language there (BCP 47). */
  [`${LTI}/launch_presentation`]: z.object({ locale: z.string().max(35).optional() }).optional(),
  /** The OpenID Connect standard claim, which some platforms send instead. */
  locale: z.string().max(35).optional(),
  [LTI_DEEP_LINKING_SETTINGS]: ltiDeepLinkingSettingsSchema.optional(),
  [LTI_NRPS_CLAIM]: ltiNrpsClaimSchema.optional(),
});

export type LtiLaunchClaims = z.infer<typeof ltiLaunchClaimsSchema>;

export const LTI_CLAIM = {
  version: `${LTI}/version`,
  messageType: `${LTI}/message_type`,
  deploymentId: `${LTI}/deployment_id`,
  roles: `${LTI}/roles`,
  resourceLink: `${LTI}/resource_link`,
  context: `${LTI}/context`,
  custom: `${LTI}/custom`,
  targetLinkUri: `${LTI}/target_link_uri`,
  launchPresentation: `${LTI}/launch_presentation`,
} as const;

/** The language of the sessions a launch creates: the person's on the platform (its locale), else English. */
export function launchLanguage(claims: LtiLaunchClaims): SessionLanguage {
  const locale = claims[LTI_CLAIM.launchPresentation]?.locale ?? claims.locale;
  return languageFromAcceptLanguage(locale?.replace("_", "-"));
}

/** The instructor's pick on the deep-linking page: an existing session or course, or a new lecture evaluation. */
export const ltiDeepLinkChoiceSchema = z.object({
  context: z.string().min(1).max(4000),
  choice: z.string().regex(/^(session|course):[A-Za-z0-9_-]{1,64}$|^new$/, "Pick a session or course"),
});

/** An OAuth 2 token answer (RFC 6749, 5.1) to the tool's client-credentials grant. */
export const ltiAccessTokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number().optional() });

/** One page of an NRPS membership container (section 2.2); status absent means Active. */
export const ltiMembershipContainerSchema = z.object({
  members: z.array(z.object({ user_id: z.string(), roles: z.array(z.string()), status: z.string().optional() })),
});
