import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

const apiTests = ["server/**/*.test.ts"];
// API tests open a database and an app, some several; on a busy 2-core CI machine that takes
// seconds, more than Vitest's defaults allow (5 s a test, 10 s a hook).
const apiTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
const unitTests = [
  "core/**/*.test.ts",
  "app/**/*.test.ts",
  "server/**/*.unit.test.ts",
  "tools/**/*.test.ts",
  "scripts/**/*.test.ts",
  "bench/**/*.unit.test.ts",
  "tests/architecture/**/*.test.ts",
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.warn("TEST_DATABASE_URL is not set: API tests run on PGlite only, not on PostgreSQL.");
}

export default defineConfig({
  test: {
    // Tests fail on stray console errors (tests/setup/console.ts), so noise can't hide a bug.
    setupFiles: ["tests/setup/console.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: unitTests },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          include: apiTests,
          exclude: ["server/**/*.unit.test.ts"],
          globalSetup: ["tests/setup/database.ts"],
          env: { TEST_DB: "pglite" },
          ...apiTimeouts,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "api-postgres",
                include: apiTests,
                exclude: ["server/**/*.unit.test.ts"],
                globalSetup: ["tests/setup/database.ts"],
                env: { TEST_DB: "postgres" },
                ...apiTimeouts,
              },
            },
          ]
        : []),
      // The fuzz suite (issue 10, decision 043) sends generated requests to the whole app in
      // process, pages included: React Router's plugin turns the route modules into the server
      // build. One project runs both engines: two copies of the plugin would each regenerate
      // .react-router/types at once and trip over each other.
      {
        extends: true,
        plugins: [tailwindcss(), reactRouter()],
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/setup/database.ts"],
          ...apiTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: "process",
          include: ["tests/process/**/*.test.ts"],
          // These start and kill real server processes from the production build.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
