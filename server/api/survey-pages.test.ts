import path from "node:path";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  surveyAction,
  surveyLoader,
  surveyThanksLoader,
} from "../../app/features/survey/survey.server.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { rootDir } from "../../tests/helpers/server-process.ts";
import { loadSurvey } from "../content/files.ts";
import { queryRows } from "../db/client.ts";
import { clientContext, servicesContext } from "../pages/context.ts";
import { seedSurvey } from "../seed/index.ts";
import { SURVEY_COOKIE } from "../services/visits/service.ts";

/**
 * Issue 16: the survey's screens as the server runs them for a form posted without JavaScript:
 * each answer kept against the visit's cookie, the next screen, the branch, the thanks, and one
 * answer a visit.
 */
const t = testAppForFile({ catalogs: false });

beforeAll(async () => {
  await seedSurvey(t.database.db, await loadSurvey(path.join(rootDir, "content")));
});

/** A request's context: the services, and who is asking (their cookies, as parsed). */
function contextFor(cookies: Record<string, string>, writesPerMinute = 30) {
  const context = new RouterContextProvider();
  context.set(servicesContext, t.services);
  context.set(clientContext, { address: "203.0.113.9", writesPerMinute, cookies });
  return context;
}

const load = async (url: string, cookies: Record<string, string> = {}) => {
  const answer = await surveyLoader({
    request: new Request(`http://localhost${url}`),
    context: contextFor(cookies),
  });
  return answer.data;
};

/** A screen posted: the redirect it answers (location and the survey cookie), or its refusal. */
async function post(
  url: string,
  fields: Record<string, string> | [string, string][],
  cookies: Record<string, string> = {},
) {
  const body = new URLSearchParams(fields);
  try {
    const refused = await surveyAction({
      request: new Request(`http://localhost${url}`, { method: "POST", body }),
      context: contextFor(cookies),
    });
    return { status: refused.init?.status ?? 200, data: refused.data } as const;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const cookie = /marea_survey=([^;]+)/.exec(thrown.headers.get("set-cookie") ?? "")?.[1];
    return {
      status: thrown.status,
      location: thrown.headers.get("location"),
      cookie: cookie ? decodeURIComponent(cookie) : undefined,
    } as const;
  }
}

describe(`the survey's screens on ${engine}`, () => {
  it("asks the first question, keeps each answer against the visit and takes the branch", async () => {
    const first = await load("/es/encuesta?lscid=4&t=9");
    expect(first).toMatchObject({
      state: "question",
      question: { key: "stay", prompt: "¿Dónde te hospedas en este viaje?" },
      progress: { step: 1, of: 8 },
      previous: null,
    });

    const answered = await post("/es/encuesta?lscid=4&t=9", { question: "stay", answer: "hotel" });
    expect(answered).toMatchObject({ status: 302, location: "/es/encuesta?lscid=4&t=9&q=zone" });
    const cookies = { [SURVEY_COOKIE]: answered.cookie ?? "" };
    expect(cookies[SURVEY_COOKIE]).not.toBe("");

    // Leaving and coming back: the first question not answered, the previous one linked.
    expect(await load("/es/encuesta", cookies)).toMatchObject({
      question: { key: "zone" },
      progress: { step: 2, of: 8 },
      previous: "stay",
    });
    const refused = await post("/es/encuesta", { question: "zone", answer: "" }, cookies);
    expect(refused).toMatchObject({ status: 400, data: { problem: "required", question: "zone" } });

    await post("/es/encuesta", { question: "visited-centre", answer: "yes" }, cookies);
    expect(await load("/es/encuesta?q=booth", cookies)).toMatchObject({
      question: { key: "booth" },
      progress: { step: 6, of: 10 },
    });
    const [row] = await queryRows<{ lead_source_channel_id: number; terminal_id: number }>(
      t.database.db,
      sql`SELECT lead_source_channel_id, terminal_id FROM survey_responses WHERE completed_at IS NULL`,
    );
    expect(row).toEqual({ lead_source_channel_id: 4, terminal_id: 9 });
  });

  it("finishes after the last screen, thanks, and refuses a second answer with a friendly page", async () => {
    const started = await post("/survey", { question: "stay", answer: "cruise" });
    const cookies = { [SURVEY_COOKIE]: started.cookie ?? "" };
    const expectThanks = await surveyThanksLoader({
      request: new Request("http://localhost/survey/thanks"),
      context: contextFor(cookies),
    }).catch((thrown: Response) => thrown.headers.get("location"));
    expect(expectThanks).toBe("/survey");
    const answers: Record<string, string[]> = {
      zone: ["downtown"],
      purpose: ["culture", "food"],
      found: ["friend"],
      "visited-centre": ["no"],
      satisfaction: ["5"],
      recommend: ["9"],
    };
    for (const [question, values] of Object.entries(answers)) {
      // A multiple choice posts each box checked, as the browser does.
      const fields: [string, string][] = [
        ["question", question],
        ...values.map((v) => ["answer", v] as [string, string]),
      ];
      expect(await post("/survey", fields, cookies)).toMatchObject({ status: 302 });
    }
    const last = await post("/survey", { question: "comment", answer: "Lovely" }, cookies);
    expect(last).toMatchObject({ status: 302, location: "/survey/thanks" });
    expect(await load("/survey", cookies)).toEqual({ state: "answered" });
    expect(await load("/es/encuesta?q=stay", cookies)).toEqual({ state: "answered" });
    const [row] = await queryRows<{ answers: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT answers FROM survey_responses WHERE answers->>'comment' = 'Lovely'`,
    );
    expect(row?.answers).toMatchObject({ purpose: ["food", "culture"], recommend: 9 });
  });

  it("refuses a filled honeypot and a post past the write limit, keeping nothing", async () => {
    const before = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM survey_responses`,
    );
    const bot = await post("/survey", { question: "stay", answer: "hotel", website: "x" });
    expect(bot).toMatchObject({ status: 400, data: { problem: "verification" } });
    const limited = await surveyAction({
      request: new Request("http://localhost/survey", {
        method: "POST",
        body: new URLSearchParams({ question: "stay", answer: "hotel" }),
      }),
      context: contextFor({}, 0),
    });
    expect(limited.init?.status).toBe(429);
    const after = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM survey_responses`,
    );
    expect(after).toEqual(before);
  });
});
