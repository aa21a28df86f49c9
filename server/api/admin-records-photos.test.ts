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
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" }, catalogs: false });

/** A page loader's context as the server gives it, for a request with `token`'s session cookie. */
function signedIn(token: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, t.services);
  const [name, value] = (t.services.memberCookies.set(token).split(";")[0] ?? "").split("=");
  context.set(clientContext, {
    address: "127.0.0.1",
    writesPerMinute: 30,
    cookies: { [name ?? ""]: value },
  });
  return context;
}

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

    const form = await recordItemLoader({
      request: new Request("http://localhost/admin/records/team/new"),
      params: { kind: "team", id: "new" },
      context: signedIn(token),
    });
    expect(form.photos).toEqual([{ path: ready.src.split("?")[0], name: "photo" }]);
    expect(form.photoQuery).toBe("");
  });

  it("finds older ready photos by a search of the library, past the newest page", async () => {
    const { token } = await createStaffUser(t.database.db, "editor");
    const media = mediaApi(t, token);
    const uploadReady = async (hue: number, alt: { en: string; es: string }) => {
      const sent = await media("POST", "", await testPhoto({ width: 480, height: 320, hue }));
      expect(sent.statusCode, sent.body).toBe(201);
      const photo = sent.json() as { id: number; src: string };
      expect((await media("PUT", `/${photo.id}`, { alt })).statusCode).toBe(200);
      return photo;
    };
    const pier = await uploadReady(301, {
      en: "The Los Muertos pier at dusk",
      es: "El muelle de Los Muertos al atardecer",
    });
    // A whole page of newer photos, each described, pushes it off the newest page.
    for (let hue = 303; hue < 303 + 25 * 2; hue += 2) {
      await uploadReady(hue % 360, { en: `Sand ${hue}`, es: `Arena ${hue}` });
    }
    const pierPath = pier.src.split("?")[0];
    const form = (query: string) =>
      recordItemLoader({
        request: new Request(`http://localhost/admin/records/booth/new${query}`),
        params: { kind: "booth", id: "new" },
        context: signedIn(token),
      });
    const newest = await form("");
    expect(newest.photos).toHaveLength(24);
    expect(newest.photos.map((photo) => photo.path)).not.toContain(pierPath);

    const found = await form("?photos=%20muelle%20");
    expect(found.photoQuery).toBe("muelle");
    expect(found.photos).toEqual([{ path: pierPath, name: "photo" }]);
    expect((await form("?photos=no-such-words")).photos).toEqual([]);
  });
});
