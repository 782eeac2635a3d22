import { z } from "zod";

/** The parts of a platform's OpenID configuration Dynamic Registration needs (LTI Dynamic Registration 1.0, 3.4). */
export const ltiPlatformConfigurationSchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  registration_endpoint: z.string().url(),
  "https://purl.imsglobal.org/spec/lti-platform-configuration": z.object({ product_family_code: z.string().optional() }).passthrough().optional(),
});

/** The platform's answer to the tool's registration (section 3.6): the client id and, usually, the deployment. */
export const ltiRegistrationResponseSchema = z.object({
  client_id: z.string().min(1),
  "https://purl.imsglobal.org/spec/lti-tool-configuration": z.object({ deployment_id: z.string().min(1).optional() }).passthrough().optional(),
});
