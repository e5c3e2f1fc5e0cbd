import { describe, expect, it } from "vitest";
import { questions } from "~/db/schema.server";
import { suiteTestDatabase } from "~/db/test-database";
import { answeredQuestionDocuments } from "./question-documents.server";
import { siteSearchDocuments } from "./search-documents";
import { createSiteSearch } from "./site-search";

describe("answered questions in the site search", () => {
  const database = suiteTestDatabase("pglite");

  it("finds an answered question by its words, never a waiting or hidden one", async () => {
    const [answered, waiting, hidden] = await database.db
      .insert(questions)
      .values([
        {
          reviewKey: "peruvian-ginseng",
          name: "Ada",
          questionText: "Are the capsules gelatine free?",
          answerText: "Yes: the capsule shells are plant cellulose.",
          answeredAt: new Date(),
        },
        { reviewKey: "peruvian-ginseng", name: "Bo", questionText: "Gelatine in the lid?" },
        {
          reviewKey: "peruvian-ginseng",
          name: "Cy",
          questionText: "Gelatine anywhere?",
          answerText: "No.",
          answeredAt: new Date(),
          hiddenAt: new Date(),
        },
      ])
      .returning();
    const documents = await answeredQuestionDocuments(database.db);
    expect(documents.map((document) => document.id)).toEqual([`question:${answered!.id}`]);
    expect(documents[0]!.url).toMatch(new RegExp(`^/products/[^#]+#question-${answered!.id}$`));

    const search = createSiteSearch([...siteSearchDocuments(), ...documents]);
    const results = search("gelatine cellulose", { perKind: 5 });
    const group = results.groups.find((found) => found.kind === "question");
    expect(group?.hits.map((hit) => hit.id)).toEqual([`question:${answered!.id}`]);
    const ids = results.groups.flatMap((found) => found.hits.map((hit) => hit.id));
    expect(ids).not.toContain(`question:${waiting!.id}`);
    expect(ids).not.toContain(`question:${hidden!.id}`);
  });
});
