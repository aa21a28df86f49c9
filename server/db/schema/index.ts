export * from "./benefits.ts";
export * from "./cards.ts";
export * from "./content.ts";
export * from "./editing.ts";
export * from "./leads.ts";
export * from "./people.ts";
export * from "./shared.ts";
export * from "./site.ts";
