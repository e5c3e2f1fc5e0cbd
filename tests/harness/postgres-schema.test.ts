import { describe, expect, it } from "vitest";
import { createSchema, query, schemaName, urlForSchema, withSchema } from "./postgres-schema";

describe("schemas of a test's own", () => {
  it("names them after the label and this process, and refuses a label that is not a name", () => {
    expect(schemaName("Bench_API")).toMatch(new RegExp(`^bench_api_${process.pid}_[a-z0-9]+$`));
    expect(() => schemaName("x; drop table reviews")).toThrow(/Not a schema label/);
  });

  it("sets the search path in the URL a store is given", () => {
    const url = new URL(urlForSchema("bench_x", "postgres://postgres@127.0.0.1:5432/test"));
    expect(url.searchParams.get("options")).toBe("-c search_path=bench_x");
    expect(url.pathname).toBe("/test");
  });

  it.runIf(process.env.DATABASE_URL)("creates an empty schema and drops it after", async () => {
    const exists = async (name: string) =>
      (
        await query<{ count: number }>(
          "select count(*)::int as count from information_schema.schemata where schema_name = $1",
          [name],
        )
      )[0]!.count === 1;
    const schema = await createSchema("harness_test");
    expect(await exists(schema.name)).toBe(true);
    await query("create table t (id int)", [], schema.url);
    const tables = await query<{ schema: string }>(
      "select table_schema as schema from information_schema.tables where table_name = 't'",
      [],
      schema.url,
    );
    expect(tables.map((row) => row.schema)).toContain(schema.name);
    await schema.drop();
    expect(await exists(schema.name)).toBe(false);

    let inside = "";
    await expect(
      withSchema("harness_test", async ({ name }) => {
        inside = name;
        throw new Error("the body failed");
      }),
    ).rejects.toThrow("the body failed");
    expect(await exists(inside)).toBe(false);
  });
});
