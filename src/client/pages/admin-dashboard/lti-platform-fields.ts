import type { LtiToolEndpoints } from "../../../shared/schemas/lti.js";
import type { MessageId } from "../../i18n/messages/en.js";

export type LtiPlatformKey = "moodle" | "canvas" | "brightspace";

/**
 * One field of a platform's form, under the name the platform gives it (its English interface, verbatim: the name an
 * admin looks for on the page): a value of Ordsky's to copy, or a choice to make there.
 */
export type PlatformField = { name: string; copy: (tool: LtiToolEndpoints) => string } | { name: string; choose: string };

/** A form of the platform's, in the order it asks: where it is, its fields, and what to do after. */
export type PlatformForm = { title: MessageId; where: string; fields: PlatformField[]; after?: MessageId };

/** What the platform shows once Ordsky is registered by hand, and which of Ordsky's fields below each goes into. */
export type CopyBack = { from: string; into: "issuer" | "clientId" | "deploymentIds" | "authorizationUrl" | "tokenUrl" | "jwksUrl" };

export type PlatformValues = { key: LtiPlatformKey; name: string; forms: PlatformForm[]; copyBack: { where: MessageId; fields: CopyBack[] } };

const domainOf = (tool: LtiToolEndpoints) => new URL(tool.origin).origin;

/**
 * The tool's values under each platform's own field names (docs/deploy.md, "Learning platforms"): Moodle 4.1+ and
 * Brightspace register Ordsky dynamically from one address, or take the values by hand; Canvas only by hand here.
 */
export const PLATFORM_VALUES: PlatformValues[] = [
  {
    key: "moodle",
    name: "Moodle",
    forms: [
      {
        title: "lti.values.dynamic",
        where: "Site administration → Plugins → Activity modules → External tool → Manage tools",
        fields: [{ name: "Tool URL", copy: (tool) => tool.registrationUrl }],
        after: "lti.values.moodleAfter",
      },
      {
        title: "lti.values.manual",
        where: "Manage tools → configure a tool manually",
        fields: [
          { name: "Tool URL", copy: (tool) => tool.launchUrl },
          { name: "LTI version", choose: "LTI 1.3" },
          { name: "Public key type", choose: "Keyset URL" },
          { name: "Public keyset", copy: (tool) => tool.jwksUrl },
          { name: "Initiate login URL", copy: (tool) => tool.loginUrl },
          { name: "Redirection URI(s)", copy: (tool) => tool.launchUrl },
        ],
      },
    ],
    copyBack: {
      where: "lti.copyBack.moodle",
      fields: [
        { from: "Platform ID", into: "issuer" },
        { from: "Client ID", into: "clientId" },
        { from: "Deployment ID", into: "deploymentIds" },
        { from: "Authentication request URL", into: "authorizationUrl" },
        { from: "Access token URL", into: "tokenUrl" },
        { from: "Public keyset URL", into: "jwksUrl" },
      ],
    },
  },
  {
    key: "canvas",
    name: "Canvas",
    forms: [
      {
        title: "lti.values.canvasKey",
        where: "Admin → Developer Keys → + Developer Key → + LTI Key",
        fields: [
          { name: "Method", choose: "Manual Entry" },
          { name: "Redirect URIs", copy: (tool) => tool.launchUrl },
          { name: "Target Link URI", copy: (tool) => tool.launchUrl },
          { name: "OpenID Connect Initiation Url", copy: (tool) => tool.loginUrl },
          { name: "JWK Method", choose: "Public JWK URL" },
          { name: "Public JWK URL", copy: (tool) => tool.jwksUrl },
        ],
        after: "lti.values.canvasAfter",
      },
    ],
    copyBack: {
      where: "lti.copyBack.canvas",
      fields: [
        { from: "https://canvas.instructure.com", into: "issuer" },
        { from: "Client ID", into: "clientId" },
        { from: "Deployment Id", into: "deploymentIds" },
        { from: "https://sso.canvaslms.com/api/lti/authorize_redirect", into: "authorizationUrl" },
        { from: "https://sso.canvaslms.com/login/oauth2/token", into: "tokenUrl" },
        { from: "https://sso.canvaslms.com/api/lti/security/jwks", into: "jwksUrl" },
      ],
    },
  },
  {
    key: "brightspace",
    name: "Brightspace",
    forms: [
      {
        title: "lti.values.dynamic",
        where: "Admin Tools → Manage Extensibility → LTI Advantage → Register Tool",
        fields: [
          { name: "How would you like to register your tool?", choose: "Dynamic" },
          { name: "Tool initiation registration endpoint", copy: (tool) => tool.registrationUrl },
        ],
        after: "lti.values.brightspaceAfter",
      },
      {
        title: "lti.values.manual",
        where: "Admin Tools → Manage Extensibility → LTI Advantage → Register Tool",
        fields: [
          { name: "How would you like to register your tool?", choose: "Standard" },
          { name: "Domain", copy: domainOf },
          { name: "Redirect URLs", copy: (tool) => tool.launchUrl },
          { name: "OpenID Connect Login URL", copy: (tool) => tool.loginUrl },
          { name: "Target Link URI", copy: (tool) => tool.launchUrl },
          { name: "Keyset URL", copy: (tool) => tool.jwksUrl },
        ],
      },
    ],
    copyBack: {
      where: "lti.copyBack.brightspace",
      fields: [
        { from: "Issuer", into: "issuer" },
        { from: "Client Id", into: "clientId" },
        { from: "Deployment Id", into: "deploymentIds" },
        { from: "OpenID Connect Authentication Endpoint", into: "authorizationUrl" },
        { from: "Brightspace OAuth2 Access Token URL", into: "tokenUrl" },
        { from: "Brightspace Keyset URL", into: "jwksUrl" },
      ],
    },
  },
];
