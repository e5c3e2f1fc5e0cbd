import { describe, expect, it } from "vitest";
import { csv, table, type Column } from "./output";

interface Row {
  id: number;
  name: string;
  text: string | null;
}

const columns: Column<Row>[] = [
  { title: "ID", csv: "id", value: (r) => r.id, alignRight: true },
  { title: "Name", csv: "name", value: (r) => r.name },
  { title: "Text", csv: "text", value: (r) => r.text, width: 12 },
];

describe("tables", () => {
  it("align columns, cut long text and flatten line breaks", () => {
    const rows = [
      { id: 7, name: "Ada", text: "Short" },
      { id: 12, name: "Bartholomew", text: "A long line\nthat goes on and on" },
      { id: 3, name: "Cy", text: null },
    ];
    expect(table(rows, columns)).toBe(
      [
        "ID  Name         Text",
        "--  -----------  ------------",
        " 7  Ada          Short",
        "12  Bartholomew  A long line…",
        " 3  Cy",
        "",
      ].join("\n"),
    );
  });
});

describe("CSV", () => {
  it("follows RFC 4180: header, CRLF, quoted commas, quotes and line breaks", () => {
    const rows = [
      { id: 1, name: 'Ray "Big R", Jr.', text: "line one\nline two" },
      { id: 2, name: "Plain", text: null },
      { id: 3, name: "Cr", text: "a\rb" },
    ];
    expect(csv(rows, columns)).toBe(
      'id,name,text\r\n1,"Ray ""Big R"", Jr.","line one\nline two"\r\n2,Plain,\r\n3,Cr,"a\rb"\r\n',
    );
  });

  it("never lets a visitor's text start a spreadsheet formula", () => {
    const rows = [
      { id: 1, name: '=HYPERLINK("http://x")', text: "+1 555" },
      { id: 2, name: "@SUM(A1)", text: "-3" },
    ];
    expect(csv(rows, columns)).toBe(
      'id,name,text\r\n1,"\'=HYPERLINK(""http://x"")",\'+1 555\r\n2,\'@SUM(A1),\'-3\r\n',
    );
  });

  it("neutralises a formula start in any text cell: an email, a phone, after spaces", () => {
    const rows = [
      { id: 1, name: "-2+3@verdant.test", text: "+1-(2)+3" },
      { id: 2, name: "  =1+1", text: "\uff1d1+1" },
      { id: 3, name: "Ada", text: "2+3" },
    ];
    expect(csv(rows, columns)).toBe(
      "id,name,text\r\n1,'-2+3@verdant.test,'+1-(2)+3\r\n2,'  =1+1,'\uff1d1+1\r\n3,Ada,2+3\r\n",
    );
  });

  it("is a header alone when there is nothing to export", () => {
    expect(csv([], columns)).toBe("id,name,text\r\n");
  });
});
