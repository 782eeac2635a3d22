import { z } from "zod";

const LTI = "https://purl.imsglobal.org/spec/lti/claim";

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
} as const;
