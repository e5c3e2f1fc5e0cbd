import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("applies defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, SITE_URL: "http://localhost:3000" });
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://shop.example.com/" }).SITE_URL).toBe(
      "https://shop.example.com",
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("database configuration", () => {
  it("uses the embedded database in ./data by default", () => {
    expect(parseEnv({}).DATA_DIR).toBe("./data");
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and refuses anything else", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@db:5432/shop" }).DATABASE_URL).toBe(
      "postgres://u@db:5432/shop",
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/shop" })).toThrow(/DATABASE_URL/);
  });
});
