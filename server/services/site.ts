import type { Config } from "../config.ts";

/** What every page may show about the operator: name, phones, mailbox (spec §1, §6). */
export type SiteInfo = {
  name: string;
  publicUrl: string;
  phone: string;
  email: string;
  tollFreeUsCa: string;
  tollFreeMx: string;
  whatsapp: string;
  teamPhones: Record<string, string>;
  mapTiles: { url: string; attribution: string } | null;
  operatorName: string;
};

export function siteInfo(config: Config): SiteInfo {
  return {
    name: config.siteName,
    publicUrl: config.publicUrl,
    phone: config.contact.phone,
    email: config.contact.email,
    tollFreeUsCa: config.contact.tollFreeUsCa,
    tollFreeMx: config.contact.tollFreeMx,
    whatsapp: config.contact.whatsapp,
    teamPhones: config.contact.teamPhones,
    mapTiles: config.mapTiles,
    operatorName: config.operatorName,
  };
}
