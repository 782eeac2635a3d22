import { createHash } from "node:crypto";
import { EMBED_DEFAULT_HEIGHT, EMBED_DEFAULT_WIDTH } from "../../../shared/schemas/embed.js";
import { escapeHtml } from "./instance-links.js";

/**
 * The add-in's id, a name-based UUID (version 5 layout) of the instance's address: the same on every instance of
 * one installation and every restart (Office keys inserted add-ins by it), different for each installation, so a
 * lecturer who uses two Ordsky servers can have both.
 */
function addInId(origin: string): string {
  const hex = createHash("sha1").update(`ordsky-office-add-in:${origin}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The PowerPoint content add-in's manifest (Office Add-ins manifest schema 1.1, `ContentApp`) for the instance at
 * `origin`: its page, icons and domain are this instance's. IT deploys it once (Microsoft 365 admin center, or a
 * shared folder catalogue); a lecturer then inserts it from Insert > Add-ins.
 */
export function officeManifest(origin: string): string {
  const at = (path: string) => escapeHtml(`${origin}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="ContentApp">
  <Id>${addInId(origin)}</Id>
  <Version>1.0.0.0</Version>
  <ProviderName>Ordsky</ProviderName>
  <DefaultLocale>en-US</DefaultLocale>
  <DisplayName DefaultValue="Ordsky live word cloud">
    <Override Locale="da-DK" Value="Ordsky live-ordsky" />
  </DisplayName>
  <Description DefaultValue="Shows an Ordsky session's live word cloud on a slide: paste the session's link or code once.">
    <Override Locale="da-DK" Value="Viser en Ordsky-sessions levende ordsky på et dias: indsæt sessionens link eller kode én gang." />
  </Description>
  <IconUrl DefaultValue="${at("/office/icon-32.png")}" />
  <HighResolutionIconUrl DefaultValue="${at("/office/icon-64.png")}" />
  <SupportUrl DefaultValue="${at("/")}" />
  <AppDomains>
    <AppDomain>${escapeHtml(new URL(origin).origin)}</AppDomain>
  </AppDomains>
  <Hosts>
    <Host Name="Presentation" />
  </Hosts>
  <DefaultSettings>
    <SourceLocation DefaultValue="${at("/office/addin")}" />
    <RequestedWidth>${EMBED_DEFAULT_WIDTH}</RequestedWidth>
    <RequestedHeight>${EMBED_DEFAULT_HEIGHT}</RequestedHeight>
  </DefaultSettings>
  <Permissions>ReadWriteDocument</Permissions>
  <AllowSnapshot>true</AllowSnapshot>
</OfficeApp>
`;
}
