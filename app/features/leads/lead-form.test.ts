import { describe, expect, it } from "vitest";
import { contactCreateSchema } from "../../../core/contract/contact.ts";
import type { Translate } from "../../i18n/index.ts";
import { leadFieldOf, leadFromValues } from "./lead-form.ts";

const t: Translate = (key) => key;

describe("the lead form's fields and the API's (issue 9)", () => {
  it("marks the field a server 400 names, by its API path", () => {
    expect(leadFieldOf("body.emailtoinvitation")).toBe("email");
    expect(leadFieldOf("body.phone")).toBe("phone");
    expect(leadFieldOf(["typename"])).toBe("firstName");
    expect(leadFieldOf("body.type")).toBeUndefined();
  });

  it("refuses maria@gmail with the server's own schema, naming the e-mail field", () => {
    const lead = leadFromValues(
      { email: "maria@gmail", phone: "(322) 123 4567" },
      { type: "invitation", retreat: false, page: "/contact", t },
    );
    const issues = contactCreateSchema.safeParse(lead).error?.issues ?? [];
    expect(issues.map((issue) => leadFieldOf(issue.path))).toEqual(["email"]);
  });

  it("sends the phone in E.164 from its country, and refuses one too short for it (decision 135)", () => {
    const options = { type: "invitation", retreat: false, page: "/contact", t } as const;
    const german = { email: "jonas@example.com", phone: "0151 23456789", phoneCountry: "DE" };
    expect(leadFromValues(german, options).phone).toBe("+4915123456789");
    expect(
      leadFromValues({ ...german, phoneCountry: "US", phone: "(322) 123 4567" }, options).phone,
    ).toBe("+13221234567");
    const short = contactCreateSchema.safeParse(
      leadFromValues({ ...german, phone: "0151" }, options),
    );
    expect(short.error?.issues.map((issue) => leadFieldOf(issue.path))).toEqual(["phone"]);
  });

  it("asks a retreat enquiry for a first name and writes its extra answers in the message", () => {
    const values = { email: "ana@example.com", phone: "3221234567", dates: "May", groupSize: "4" };
    const options = { type: "holistika", retreat: true, page: "/Holistika", t } as const;
    const nameless = contactCreateSchema.safeParse(leadFromValues(values, options));
    expect(nameless.error?.issues.map((issue) => leadFieldOf(issue.path))).toEqual(["firstName"]);
    const named = leadFromValues({ ...values, firstName: " Ana " }, options);
    expect(named).toMatchObject({ typename: "Ana", message: "lead.dates: May\nlead.groupSize: 4" });
    expect(contactCreateSchema.safeParse(named).success).toBe(true);
  });
});
