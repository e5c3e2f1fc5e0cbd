import busboy from "busboy";
import { describe, expect, it } from "vitest";
import { multipartForm } from "./multipart";

describe("multipartForm", () => {
  it("makes a form post a multipart parser reads back field by field and file by file", async () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x0d, 0x0a, 0xff, 0xd9]);
    const { body, contentType } = multipartForm({ name: "Ada", rating: "5" }, [
      { field: "photos", name: "a.jpg", bytes: photo },
      { field: "photos", name: "b.png", bytes: Buffer.from("png"), type: "image/png" },
    ]);
    const fields: Record<string, string> = {};
    const files: { name: string; type: string; bytes: Buffer }[] = [];
    await new Promise<void>((resolve, reject) => {
      const parser = busboy({ headers: { "content-type": contentType } });
      parser.on("field", (name, value) => (fields[name] = value));
      parser.on("file", (_field, stream, info) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () =>
          files.push({
            name: info.filename ?? "",
            type: info.mimeType,
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      parser.on("close", resolve);
      parser.on("error", reject);
      parser.end(body);
    });
    expect(fields).toEqual({ name: "Ada", rating: "5" });
    expect(files).toEqual([
      { name: "a.jpg", type: "image/jpeg", bytes: photo },
      { name: "b.png", type: "image/png", bytes: Buffer.from("png") },
    ]);
  });
});
