// `npm run seed`: loads content/ into the configured database (idempotent), then exits.
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seed } from "./index.ts";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { engine: "postgres", url: config.databaseUrl }
    : { engine: "pglite", dataDir: config.dataDir },
);
try {
  await migrateDatabase(database, config.rootDir);
  const report = await seed(database.db, config.rootDir);
  console.log(
    `Seeded ${report.catalogs} catalogs, ${report.categories} categories, ${report.zones} zones, ` +
      `${report.articles} articles, ${report.places} places, ${report.providers} providers, ` +
      `${report.activities} activities, ${report.events} events, ${report.benefits} benefits ` +
      `and ${report.reviews} reviews.`,
  );
} finally {
  await database.close();
}
