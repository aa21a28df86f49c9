import { describe, expect, it } from "vitest";
import { contactCreateSchema } from "./contact.ts";
import { reviewCreateSchema } from "./review.ts";

/** Forms posted without JavaScript reach these schemas without the JSON parser's NUL check. */
describe("text we store refuses NUL (issue 10: a 500 from PostgreSQL's text type)", () => {
  const lead = { type: "contact", emailtoinvitation: "ana@example.com", phone: "3221234567" };
  const review = {
    review: "A quiet place with good food and a view of the bay.",
    sysItemTypeID: 6,
    itemID: 1,
    author: "Ana",
  };

  it.each(["typename", "typelastname", "invitationlabel", "phonelabel", "message"])(
    "names the lead's %s",
    (field) => {
      const result = contactCreateSchema.safeParse({ ...lead, [field]: "Hola\u0000" });
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    },
  );

  it.each(["review", "author"])("names the review's %s", (field) => {
    const text = `${review[field as "review" | "author"]}\u0000`;
    const result = reviewCreateSchema.safeParse({ ...review, [field]: text });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
  });

  it("still takes the same text without the NUL", () => {
    expect(contactCreateSchema.safeParse({ ...lead, message: "Hola" }).success).toBe(true);
    expect(reviewCreateSchema.safeParse(review).success).toBe(true);
  });
});
