import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { rootDir } from "../../tests/helpers/server-process.ts";
import { loadSurvey } from "../content/files.ts";
import { auditLog } from "../db/schema/index.ts";
import { seedSurvey } from "../seed/index.ts";

// Many writes a minute: the write budget has its own test, with two.
const t = testAppForFile({ catalogs: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" } });

type AdminQuestion = {
  key: string;
  kind: string;
  position: number;
  prompt: { en: string; es: string };
  required: boolean;
  options: { key: string; label: { en: string; es: string } }[];
  showIf: { question: string; anyOf: string[] } | null;
  retired: boolean;
  answered: boolean;
};

let editor: string;
const both = (en: string, es: string) => ({ en, es });
const add = (payload: object, token = editor, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/admin/survey/questions",
    payload,
    headers: { usertoken: token },
  });
const list = async () =>
  (
    await t.app.inject({ url: "/api/admin/survey/questions", headers: { usertoken: editor } })
  ).json() as AdminQuestion[];
const asked = async (lang = "en") =>
  (await t.app.inject({ url: `/api/survey?lang=${lang}` })).json().questions as {
    key: string;
    prompt: string;
    options: { key: string; label: string }[];
    showIf: unknown;
  }[];

/** A one-choice question with three options, after "found", only for those who found us via the Welcome Centre. */
const NIGHTS = {
  kind: "single",
  prompt: both("How many nights do you stay?", "¿Cuántas noches te quedas?"),
  help: both("Count tonight too.", "Cuenta también esta noche."),
  required: true,
  options: [
    { label: both("One or two", "Una o dos") },
    { label: both("Three to six", "De tres a seis") },
    { label: both("A week or more", "Una semana o más") },
  ],
  showIf: { question: "found", anyOf: ["welcome-centre", "hotel"] },
  after: "found",
};

beforeAll(async () => {
  await seedSurvey(t.database.db, await loadSurvey(path.join(rootDir, "content")));
  editor = (await createStaffUser(t.database.db, "editor")).token;
});

describe(`adding a survey question on ${engine}`, () => {
  it("adds it in its place with keys made from the English words, audited, then asks it", async () => {
    const response = await add(NIGHTS);
    expect(response.statusCode).toBe(201);
    const question = response.json() as AdminQuestion;
    expect(question).toMatchObject({
      key: "how-many-nights-do-you",
      kind: "single",
      position: 5,
      required: true,
      retired: false,
      answered: false,
      showIf: { question: "found", anyOf: ["welcome-centre", "hotel"] },
    });
    expect(question.options.map((o) => o.key)).toEqual([
      "one-or-two",
      "three-to-six",
      "a-week-or-more",
    ]);
    const order = (await list()).map((q) => `${q.position}:${q.key}`);
    expect(order.slice(3, 6)).toEqual(["4:found", "5:how-many-nights-do-you", "6:visited-centre"]);
    expect(new Set((await list()).map((q) => q.position)).size).toBe(order.length);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "survey.question.create"));
    expect(entry).toMatchObject({
      entityType: "survey_question",
      entityId: "how-many-nights-do-you",
      before: null,
    });
    expect(entry?.after).toMatchObject({ key: "how-many-nights-do-you", kind: "single" });

    // Visitors are asked it in its place, in their language, with its condition.
    const spanish = await asked("es");
    const at = spanish.findIndex((q) => q.key === "how-many-nights-do-you");
    expect(spanish[at - 1]?.key).toBe("found");
    expect(spanish[at]).toMatchObject({
      prompt: "¿Cuántas noches te quedas?",
      showIf: { question: "found", anyOf: ["welcome-centre", "hotel"] },
    });
    expect(spanish[at]?.options[2]).toEqual({ key: "a-week-or-more", label: "Una semana o más" });
  });

  it("is answered, counted in the results and exported as a column", async () => {
    const answered = await t.app.inject({
      method: "POST",
      url: "/api/survey/responses",
      payload: {
        answers: {
          stay: "hotel",
          zone: "downtown",
          purpose: ["beach"],
          found: "hotel",
          "how-many-nights-do-you": "three-to-six",
          "visited-centre": "no",
          satisfaction: 5,
          recommend: 9,
        },
      },
      headers: { recaptchatoken: await solveCaptcha(t.app, "survey") },
    });
    expect(answered.statusCode).toBe(201);
    const results = (
      await t.app.inject({ url: "/api/admin/survey/results", headers: { usertoken: editor } })
    ).json() as {
      questions: { key: string; answered: number; counts: { key: string; count: number }[] }[];
    };
    const nights = results.questions.find((q) => q.key === "how-many-nights-do-you");
    expect(nights?.answered).toBe(1);
    expect(nights?.counts.find((c) => c.key === "three-to-six")?.count).toBe(1);
    const csv = (
      await t.app.inject({ url: "/api/admin/survey/export", headers: { usertoken: editor } })
    ).body;
    const [header, row] = csv.split("\r\n");
    const column = header?.split(",").indexOf("how-many-nights-do-you") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(row?.split(",")[column]).toBe("three-to-six");
  });

  it("makes the key unique against every key, and puts a question without a place at the end", async () => {
    const again = await add({ ...NIGHTS, showIf: null, after: null, required: false });
    expect(again.statusCode).toBe(201);
    const question = again.json() as AdminQuestion;
    expect(question.key).toBe("how-many-nights-do-you-2");
    expect(question.position).toBe((await list()).length);
    const text = await add({ kind: "text", prompt: both("Recommend", "Recomienda") });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ key: "recommend-2", options: [], required: false });
    // Options whose words make the same key get their own.
    const same = await add({
      kind: "multiple",
      prompt: both("Which drinks?", "¿Qué bebidas?"),
      options: [{ label: both("Café", "Café") }, { label: both("cafe!", "Café de olla") }],
    });
    expect(same.statusCode).toBe(201);
    expect((same.json() as AdminQuestion).options.map((o) => o.key)).toEqual(["cafe", "cafe-2"]);
  });

  it("refuses bad questions with a 400 naming the field, and changes nothing", async () => {
    const before = await list();
    const cases: [object, RegExp][] = [
      [{ ...NIGHTS, kind: "slider" }, /kind/],
      [{ ...NIGHTS, prompt: both("How many nights?", "") }, /prompt/],
      [{ ...NIGHTS, options: NIGHTS.options.slice(0, 1) }, /at least two options/],
      [{ ...NIGHTS, options: [] }, /at least two options/],
      [
        {
          ...NIGHTS,
          options: Array.from({ length: 21 }, (_, i) => ({ label: both(`O${i}`, `O${i}`) })),
        },
        /options/,
      ],
      [{ ...NIGHTS, options: [NIGHTS.options[0], NIGHTS.options[0]] }, /same words/],
      [
        { ...NIGHTS, options: [{ label: both("Yes", "") }, { label: both("No", "No") }] },
        /both languages/,
      ],
      [
        { kind: "nps", prompt: both("Score", "Puntos"), options: NIGHTS.options },
        /only a choice question/,
      ],
      [{ ...NIGHTS, after: "nothing" }, /body\.after/],
      [{ ...NIGHTS, showIf: { question: "nothing", anyOf: ["yes"] } }, /body\.showIf\.question/],
      [{ ...NIGHTS, showIf: { question: "satisfaction", anyOf: ["five"] } }, /choice question/],
      [
        { ...NIGHTS, showIf: { question: "found", anyOf: ["carrier-pigeon"] } },
        /body\.showIf\.anyOf/,
      ],
      [{ ...NIGHTS, showIf: { question: "found", anyOf: [] } }, /showIf/],
      [{ ...NIGHTS, showIf: { question: "found", anyOf: ["hotel", "hotel"] } }, /named twice/],
      [{ ...NIGHTS, showIf: { question: "comment", anyOf: ["yes"] } }, /choice question/],
      [
        { ...NIGHTS, after: "stay", showIf: { question: "found", anyOf: ["hotel"] } },
        /comes before/,
      ],
      [{ ...NIGHTS, key: "chosen-key" }, /key/],
    ];
    for (const [payload, detail] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
      expect(response.json().message).toMatch(detail);
    }
    expect(await list()).toEqual(before);
  });

  it("refuses a condition on a retired question", async () => {
    const found = (await list()).find((q) => q.key === "zone");
    if (!found) throw new Error("zone");
    const { prompt, position, required, options } = found;
    const retire = await t.app.inject({
      method: "PUT",
      url: "/api/admin/survey/questions/zone",
      payload: { prompt, help: both("", ""), position, required, options, retired: true },
      headers: { usertoken: editor },
    });
    expect(retire.statusCode).toBe(200);
    const response = await add({ ...NIGHTS, showIf: { question: "zone", anyOf: ["downtown"] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.showIf\.question: that question is retired/);
  });

  it("lets only editors and admins add", async () => {
    const sales = (await createStaffUser(t.database.db, "sales")).token;
    expect((await add(NIGHTS, sales)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/survey/questions", payload: NIGHTS }))
        .statusCode,
    ).toBe(401);
    const admin = (await createStaffUser(t.database.db, "admin")).token;
    const added = await add({ ...NIGHTS, showIf: null, after: null }, admin);
    expect(added.statusCode).toBe(201);
  });

  it("gives two editors adding at once distinct keys and places", async () => {
    const other = (await createStaffUser(t.database.db, "editor")).token;
    const question = {
      kind: "stars",
      prompt: both("Rate the taxis", "Califica los taxis"),
      after: "stay",
    };
    const [first, second] = await Promise.all([add(question), add(question, other)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    const made = [first?.json() as AdminQuestion, second?.json() as AdminQuestion];
    expect(new Set(made.map((q) => q.key))).toEqual(
      new Set(["rate-the-taxis", "rate-the-taxis-2"]),
    );
    // Each went in after "stay", the later one before the earlier.
    const order = await list();
    expect(
      order
        .slice(1, 3)
        .map((q) => q.key)
        .sort(),
    ).toEqual(made.map((q) => q.key).sort());
    const positions = order.map((q) => q.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it("refuses a question more than the survey holds (409)", async () => {
    let last = await add({ kind: "text", prompt: both("Anything else", "Algo más") });
    while (last.statusCode === 201)
      last = await add({ kind: "text", prompt: both("Anything else", "Algo más") });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/at most 40 questions/);
    expect((await list()).length).toBe(40);
  });

  it("keeps to the back office's write budget (429)", async () => {
    await withTwoWritesAMinute(async (limited) => {
      const token = (await createStaffUser(limited.database.db, "editor")).token;
      const text = { kind: "text", prompt: both("Tips", "Consejos") };
      const first = await add(text, token, limited.app);
      expect(first.statusCode).toBe(201);
      expect((await add(text, token, limited.app)).statusCode).toBe(201);
      expect((await add(text, token, limited.app)).statusCode).toBe(429);
    });
  });
});

describe(`moving a question against its condition on ${engine}`, () => {
  const move = async (key: string, position: number) => {
    const found = (await list()).find((q) => q.key === key);
    if (!found) throw new Error(key);
    const { prompt, required, options, retired } = found;
    return t.app.inject({
      method: "PUT",
      url: `/api/admin/survey/questions/${key}`,
      payload: { prompt, help: both("", ""), position, required, options, retired },
      headers: { usertoken: editor },
    });
  };

  it("refuses moving a question before the question its condition names, naming both", async () => {
    const positions = new Map((await list()).map((q) => [q.key, q.position]));
    const response = await move("booth", positions.get("visited-centre") ?? 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /"Which booth did you visit\?" \(booth\).*\(visited-centre\)/,
    );
    expect((await list()).find((q) => q.key === "booth")?.position).toBe(positions.get("booth"));
  });

  it("refuses moving a condition's target after a question that depends on it", async () => {
    const positions = new Map((await list()).map((q) => [q.key, q.position]));
    const response = await move("visited-centre", positions.get("booth") ?? 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\(booth\)/);
  });

  it("still moves a question where its condition holds", async () => {
    const positions = new Map((await list()).map((q) => [q.key, q.position]));
    const response = await move("booth", positions.get("booth-stars") ?? 1);
    expect(response.statusCode).toBe(200);
  });
});
