import type { FastifyInstance } from "fastify";
import { buildApp, type PagesSetup } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { withStartupLock } from "./db/startup-lock.ts";
import { seedIfEmpty } from "./seed/index.ts";
import { createServices } from "./services/index.ts";

const SHUTDOWN_GRACE_MS = 10_000;
/** How long a connection idle at shutdown may still bring a request already on its way. */
const SHUTDOWN_IDLE_MS = 1_000;

/**
 * Starts Marea: validate configuration, open and migrate the database, seed an empty one, serve.
 * Configuration and lock problems end the process with one clear message and exit code 1.
 */
export async function start(pages: PagesSetup): Promise<FastifyInstance> {
  try {
    const config = loadConfig();
    const database = await openDatabase(
      config.databaseUrl
        ? { engine: "postgres", url: config.databaseUrl }
        : { engine: "pglite", dataDir: config.dataDir },
    );
    // Processes starting at once on one PostgreSQL take turns (an advisory lock).
    const services = await withStartupLock(config.databaseUrl, async () => {
      await migrateDatabase(database, config.rootDir);
      if (config.seedOnStart) await seedIfEmpty(database, config.rootDir);
      const services = createServices(database, config);
      // The link-preview drawing goes into the media table before the first request: stored on a
      // page's first render, it moved the content version and emptied the page cache (decision 036).
      await services.previewImage.path();
      return services;
    });
    const app = await buildApp({ config, services, pages });

    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, "shutting down: finishing requests in flight");
      const force = setTimeout(() => {
        app.log.error("requests still running after the grace period; exiting");
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + config.shutdownPredrainMs);
      force.unref();
      try {
        // Behind a proxy: `/readyz` fails first, for long enough that its health check takes
        // the process out, while connections are still accepted (decision 121).
        if (config.shutdownPredrainMs > 0) {
          app.connections.announce();
          await new Promise((resolve) => setTimeout(resolve, config.shutdownPredrainMs));
        }
        // Stop accepting, answer what comes on open connections with `Connection: close`, and
        // end the idle ones; then close Fastify and the database (decision 039).
        // Chat sockets first: told to connect again (1012), they move to another process.
        await app.chatSockets.shutdown();
        await app.connections.drain(SHUTDOWN_IDLE_MS);
        await app.close();
        // Reset letters leave after their answer (decision 127): a few seconds for them to go.
        await Promise.race([
          services.accounts.mailSent(),
          new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
        ]);
        await database.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);

    await app.listen({ host: config.host, port: config.port });
    app.log.info(
      `${config.siteName} is serving ${config.publicUrl} from ${
        database.engine === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"
      }`,
    );
    app.log.info(services.mail.destination);
    // The first admin (decision 081): from ADMIN_EMAIL and ADMIN_PASSWORD on a database that never
    // had one (docs/decisions/125), else a one-time link.
    const firstAdmin = await services.staff.ensureFirstAdmin();
    if (firstAdmin.made === "link" && firstAdmin.environmentIgnored) {
      app.log.warn(
        "This database has had an admin: ADMIN_EMAIL and ADMIN_PASSWORD make none again (docs/decisions/125)",
      );
    }
    if (firstAdmin.made === "link") {
      app.log.warn(
        `No admin yet: set up the first one within 24 hours at ${firstAdmin.url} (this link works once)`,
      );
    } else if (firstAdmin.made === "fromEnvironment") {
      // No address in the log (README: log lines carry no e-mail address).
      app.log.info("The first admin was made from ADMIN_EMAIL and ADMIN_PASSWORD");
    } else if (firstAdmin.made === "existing") {
      app.log.warn(
        `ADMIN_EMAIL names an existing account, which was not changed: no admin was made`,
      );
    }
    return app;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
