import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { rootDir } from "../../tests/helpers/server-process.ts";
import { loadSurvey } from "../content/files.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, surveyResponses, surveyTexts } from "../db/schema/index.ts";
import { seedSurvey } from "../seed/index.ts";

const t = testAppForFile({ catalogs: false });

/** A whole survey that takes the Welcome Centre branch. */
const VIA_BOOTH = {
  stay: "hotel",
  zone: "romantic-zone",
  purpose: ["beach", "food"],
  found: "welcome-centre",
  "visited-centre": "yes",
  booth: "malecon-seahorse",
  "booth-stars": 5,
  satisfaction: 4,
  recommend: 10,
  comment: '=HYPERLINK("x") The pier at sunset was the best part',
};
/** The same visit without the branch. */
const DIRECT = {
  stay: "rental",
  zone: "downtown",
  purpose: ["culture"],
  found: "search",
  "visited-centre": "no",
  satisfaction: 3,
  recommend: 5,
};

let editor: string;
const respond = async (answers: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/survey/responses",
    payload: { answers, lang: "es" },
    headers: { recaptchatoken: await solveCaptcha(t.app, "survey"), ...headers },
  });
const staffGet = (url: string, token = editor) =>
  t.app.inject({ method: "GET", url, headers: { usertoken: token } });
const count = async () =>
  Number(
    (
      await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM survey_responses`)
    )[0]?.n,
  );

beforeAll(async () => {
  await seedSurvey(t.database.db, await loadSurvey(path.join(rootDir, "content")));
  editor = (await createStaffUser(t.database.db, "editor")).token;
});

describe(`the visitor survey's API on ${engine}`, () => {
  it("answers the questions in the language asked, with the branch that opens the booth", async () => {
    const response = await t.app.inject({ url: "/api/survey?lang=es" });
    expect(response.statusCode).toBe(200);
    const { questions } = response.json() as {
      questions: { key: string; prompt: string; showIf: unknown; options: unknown[] }[];
    };
    expect(questions.map((q) => q.key)).toContain("recommend");
    const booth = questions.find((q) => q.key === "booth");
    expect(booth?.prompt).toBe("¿Qué módulo visitaste?");
    expect(booth?.showIf).toEqual({ question: "visited-centre", anyOf: ["yes"] });
    expect(booth?.options).toHaveLength(8);
  });

  it("takes a whole survey once a visit: a second answer with the visit's cookie is a 409", async () => {
    const first = await respond(VIA_BOOTH);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ received: true });
    const cookie = String(first.headers["set-cookie"]);
    expect(cookie).toMatch(/^marea_survey=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const before = await count();
    const again = await respond(DIRECT, { cookie: cookie.split(";")[0] ?? "" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: "error", title: "Already answered" });
    expect(await count()).toBe(before);
  });

  it("refuses, in spec §8's shape and storing nothing, answers that do not fit the survey", async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ ...DIRECT, booth: "city-hall" }, "body.answers.booth"], // a branch not taken
      [{ ...DIRECT, recommend: undefined }, "body.answers.recommend"], // required
      [{ ...DIRECT, stay: "castle" }, "body.answers.stay"], // no such option
      [{ ...DIRECT, satisfaction: 6 }, "body.answers.satisfaction"], // 1 to 5 stars
      [{ ...DIRECT, unknown: "x" }, "body.answers.unknown"],
    ];
    for (const [answers, field] of cases) {
      const response = await respond(answers);
      expect(response.statusCode, field).toBe(400);
      const body = response.json() as { type: string; title: string; fields: { path: string }[] };
      expect(body).toMatchObject({ type: "error", title: "Invalid request" });
      expect(body.fields.map((f) => f.path)).toContain(field);
    }
    const tooLong = await respond({ ...DIRECT, comment: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const noCaptcha = await t.app.inject({
      method: "POST",
      url: "/api/survey/responses",
      payload: { answers: DIRECT },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ title: "Verification failed" });
    expect(await count()).toBe(before);
  });

  it("takes one answer a member, in any browser, with no captcha", async () => {
    const member = await createSignedInUser(t.database.db);
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/survey/responses",
        payload: { answers: DIRECT },
        headers: { usertoken: member.token },
      });
    expect((await send()).statusCode).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it("limits each address's answers a minute", async () => {
    await withTwoWritesAMinute(async (limited) => {
      await seedSurvey(limited.database.db, await loadSurvey(path.join(rootDir, "content")));
      const send = async () =>
        limited.app.inject({
          method: "POST",
          url: "/api/survey/responses",
          payload: { answers: DIRECT },
          headers: { recaptchatoken: await solveCaptcha(limited.app, "survey") },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ type: "error", title: "Too many requests" });
    });
  });
});

describe(`one screen at a time on ${engine}`, () => {
  it("keeps each answer against the visit, takes the branch and finishes after the last", async () => {
    const survey = t.services.survey;
    const context = {
      lang: "en" as const,
      team: "TFG",
      attribution: {
        first: { leadSourceChannelId: 7, terminalId: 3, path: "/WelcomeCentre", at: "x" },
        last: { leadSourceChannelId: 7, terminalId: 3, path: "/WelcomeCentre", at: "x" },
      },
    };
    const first = await survey.answerStep(
      { token: undefined, userId: undefined },
      "stay",
      "hotel",
      context,
    );
    expect(first).toMatchObject({ kind: "next", next: "zone" });
    const token = first.kind === "next" ? (first.token ?? "") : "";
    const visit = { token, userId: undefined };
    expect(await survey.answerStep(visit, "visited-centre", "yes", context)).toMatchObject({
      kind: "next",
      next: "booth",
    });
    expect(await survey.answerStep(visit, "booth", "nowhere", context)).toEqual({
      kind: "refused",
      problem: "choice",
    });
    // Leaving and coming back: the answers so far are the visit's.
    expect((await survey.progress(visit))?.answers).toEqual({
      stay: "hotel",
      "visited-centre": "yes",
    });
    // The last screen with required questions still open sends the visitor to the first.
    expect(await survey.answerStep(visit, "comment", "Great", context)).toMatchObject({
      kind: "missing",
      question: "zone",
    });
    for (const [key, value] of Object.entries(VIA_BOOTH))
      if (key !== "comment") await survey.answerStep(visit, key, value, context);
    expect(await survey.answerStep(visit, "comment", "Great", context)).toMatchObject({
      kind: "finished",
    });
    expect((await survey.progress(visit))?.finished).toBe(true);
    expect(await survey.answerStep(visit, "stay", "hotel", context)).toEqual({ kind: "answered" });
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(sql`answers->>'comment' = 'Great'`);
    expect(row).toMatchObject({ team: "TFG", leadSourceChannelId: 7, terminalId: 3, lang: "en" });
  });
});

describe(`the results on ${engine}`, () => {
  it("count each question's answers, the stars' mean and the net promoter score", async () => {
    const response = await staffGet("/api/admin/survey/results");
    expect(response.statusCode).toBe(200);
    const results = response.json();
    // VIA_BOOTH (the API, in Spanish), DIRECT (the member), the screens (channel 7, terminal 3).
    expect(results.responses).toBe(3);
    const booth = results.questions.find((q: { key: string }) => q.key === "booth");
    expect(booth.answered).toBe(2);
    expect(booth.counts.find((c: { key: string }) => c.key === "malecon-seahorse").count).toBe(2);
    const purpose = results.questions.find((q: { key: string }) => q.key === "purpose");
    expect(purpose.counts.find((c: { key: string }) => c.key === "beach").count).toBe(2);
    // Scores 10, 5, 10: two promoters, one detractor.
    expect(results.nps).toMatchObject({ score: 33, promoters: 2, detractors: 1, total: 3 });
    expect(results.nps.trend).toHaveLength(1);
    const satisfaction = results.questions.find((q: { key: string }) => q.key === "satisfaction");
    expect(satisfaction.mean).toBe(3.7);
  });

  it("filter by language and channel, and refuse a period that ends before it starts", async () => {
    expect((await staffGet("/api/admin/survey/results?lang=es")).json().responses).toBe(1);
    expect((await staffGet("/api/admin/survey/results?channel=7")).json().responses).toBe(1);
    expect((await staffGet("/api/admin/survey/results?terminal=4")).json().responses).toBe(0);
    const bad = await staffGet("/api/admin/survey/results?from=2026-11-20&to=2026-11-01");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "error", title: "Invalid request" });
  });

  it("search the written answers", async () => {
    const found = await staffGet("/api/admin/survey/texts?q=SUNSET");
    expect(found.json()).toMatchObject({ total: 1, page: 1 });
    expect(found.json().items[0].text).toContain("The pier at sunset");
    expect((await staffGet("/api/admin/survey/texts?q=100%25")).json().total).toBe(0);
    expect((await staffGet("/api/admin/survey/texts")).json().total).toBe(2);
  });

  it("export a spreadsheet-safe CSV with the attribution", async () => {
    const response = await staffGet("/api/admin/survey/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(
      /^id,completed_at,language,team,invitation_id,lead_source_channel,terminal,stay,/,
    );
    expect(rows).toHaveLength(3);
    expect(response.body).toContain(`"'=HYPERLINK(""x"") The pier at sunset`);
    expect(response.body).toContain(",TFG,,7,3,hotel,");
  });

  it("are for editors and admins only", async () => {
    const sales = (await createStaffUser(t.database.db, "sales")).token;
    expect((await staffGet("/api/admin/survey/results", sales)).statusCode).toBe(403);
    const admin = (await createStaffUser(t.database.db, "admin")).token;
    expect((await staffGet("/api/admin/survey/results", admin)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/survey/results" })).statusCode).toBe(401);
  });
});

describe(`editing the questions on ${engine}`, () => {
  const put = (key: string, payload: object) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/survey/questions/${key}`,
      payload,
      headers: { usertoken: editor },
    });
  const current = async (key: string) => {
    const list = (await staffGet("/api/admin/survey/questions")).json() as {
      key: string;
      prompt: { en: string; es: string };
      help: { en: string; es: string };
      required: boolean;
      position: number;
      retired: boolean;
      answered: boolean;
      options: { key: string; label: { en: string; es: string } }[];
    }[];
    const found = list.find((q) => q.key === key);
    if (!found) throw new Error(key);
    const { prompt, help, required, position, retired, options } = found;
    return {
      body: { prompt, help, required, position, retired, options },
      answered: found.answered,
    };
  };

  it("rewords and adds options, audited; keeps the options visitors chose", async () => {
    const { body, answered } = await current("stay");
    expect(answered).toBe(true);
    const reworded = await put("stay", {
      ...body,
      prompt: { en: "Where are you staying?", es: "¿Dónde te hospedas?" },
      options: [...body.options, { key: "camping", label: { en: "Camping", es: "Acampando" } }],
    });
    expect(reworded.statusCode).toBe(200);
    expect(reworded.json().options.at(-1).key).toBe("camping");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "survey.question"));
    expect(entry).toMatchObject({ entityType: "survey_question", entityId: "stay" });
    const dropped = await put("stay", { ...body, options: body.options.slice(1) });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({ type: "error", title: "Not changed" });
    const oneLanguage = await put("stay", { ...body, prompt: { en: "Where?", es: "" } });
    expect(oneLanguage.statusCode).toBe(400);
    expect((await put("nothing", body)).statusCode).toBe(404);
  });

  it("retires a question: no longer asked, its answers still counted", async () => {
    const { body } = await current("booth-stars");
    expect((await put("booth-stars", { ...body, retired: true, position: 1 })).statusCode).toBe(
      200,
    );
    const asked = (await t.app.inject({ url: "/api/survey" })).json().questions as {
      key: string;
    }[];
    expect(asked.map((q) => q.key)).not.toContain("booth-stars");
    expect(asked[0]?.key).toBe("stay");
    const results = (await staffGet("/api/admin/survey/results")).json();
    expect(results.questions[0]).toMatchObject({ key: "booth-stars", retired: true, answered: 2 });
  });
});

describe(`keeping answers on ${engine}`, () => {
  it("drops unfinished answers untouched for 30 days and finished ones after two years", async () => {
    const db = t.database.db;
    await db.execute(sql`
      INSERT INTO survey_responses (visit_hash, lang, answers, updated_at, completed_at)
      VALUES ('stale', 'en', '{"stay":"hotel"}', now() - interval '31 days', NULL),
             ('fresh', 'en', '{"stay":"hotel"}', now() - interval '29 days', NULL),
             ('ancient', 'en', '{}', now() - interval '800 days', now() - interval '731 days')`);
    expect(await t.services.survey.prune()).toBe(2);
    const left = await queryRows<{ visit_hash: string }>(
      db,
      sql`SELECT visit_hash FROM survey_responses WHERE visit_hash IN ('stale', 'fresh', 'ancient')`,
    );
    expect(left.map((r) => r.visit_hash)).toEqual(["fresh"]);
    // The words of a finished survey go with it.
    expect((await db.select().from(surveyTexts)).length).toBe(2);
  });
});
