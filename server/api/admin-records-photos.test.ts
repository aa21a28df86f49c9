import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { recordItemLoader } from "../../app/features/records/load.server.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { testPhoto } from "../../tests/helpers/photos.ts";
import { mediaApi } from "../../tests/helpers/staff-api.ts";
import { clientContext, servicesContext } from "../pages/context.ts";

// The record form's photo choices (decision 106): the newest library photos an editor may put on
// a record, both alt texts written. Photos still without them don't take their places.
const t = testAppForFile({ catalogs: false });

describe(`the record form's photos on ${engine}`, () => {
  it("offers a full page of ready photos, however many newer ones lack alt texts", async () => {
    const { token } = await createStaffUser(t.database.db, "editor");
    const media = mediaApi(t, token);
    const upload = async (hue: number) => {
      const sent = await media("POST", "", await testPhoto({ width: 480, height: 320, hue }));
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json() as { id: number; src: string };
    };
    const ready = await upload(5);
    const described = await media("PUT", `/${ready.id}`, {
      alt: { en: "A palapa on the sand", es: "Una palapa en la arena" },
    });
    expect(described.statusCode).toBe(200);
    // A whole page of newer uploads nobody has described yet.
    for (let hue = 10; hue < 10 + 24 * 12; hue += 12) await upload(hue);

    const context = new RouterContextProvider();
    context.set(servicesContext, t.services);
    const [name, value] = (t.services.memberCookies.set(token).split(";")[0] ?? "").split("=");
    context.set(clientContext, {
      address: "127.0.0.1",
      writesPerMinute: 30,
      cookies: { [name ?? ""]: value },
    });
    const form = await recordItemLoader({
      request: new Request("http://localhost/admin/records/team/new"),
      params: { kind: "team", id: "new" },
      context,
    });
    expect(form.photos).toEqual([{ path: ready.src.split("?")[0], name: "photo" }]);
  });
});
