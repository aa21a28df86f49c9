import type { SiteInfo } from "./context.server.ts";

export type SiteData = ReturnType<typeof siteData>;

/**
 * The site data pages see (the root loader's `site`): the operator's name and phones, the
 * mailbox and the map tiles. The header's number is the team's when the visit came with
 * `?team=` (spec §6). `previewImage` is the link preview of pages without a picture of their own.
 */
export function siteData(site: SiteInfo, team: string | undefined, previewImage: string) {
  return {
    name: site.name,
    origin: site.publicUrl,
    phone: site.phone,
    headerPhone: team ? (site.teamPhones[team] ?? site.phone) : site.phone,
    email: site.email,
    tollFreeUsCa: site.tollFreeUsCa,
    tollFreeMx: site.tollFreeMx,
    whatsapp: site.whatsapp,
    mapTiles: site.mapTiles,
    previewImage,
  };
}
