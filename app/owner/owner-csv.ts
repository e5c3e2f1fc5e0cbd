import { stringify } from "csv-stringify/sync";
import type { OwnerBackInStock, OwnerSubscriber } from "./owner-types";

/** One column of a table or CSV export. */
export interface Column<Row> {
  /** Heading in a table. */
  title: string;
  /** Heading in CSV (and the JSON key the value comes from). */
  csv: string;
  value: (row: Row) => string | number | null;
  /** Longest text a table shows before it cuts with "…". */
  width?: number;
  alignRight?: boolean;
}

// OWASP's advice for CSV files opened in spreadsheets: a cell starting with one of these (after
// any spaces) could be run as a formula, so it gets a leading apostrophe. Every text cell, not only
// the fields typed as free text: an email (`-2+3@…`) or a phone number (`+1-(2)+3`) passes its
// field's check and still starts a formula.
const formulaStart = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** RFC 4180: a header row, CRLF line ends, and fields with commas, quotes or newlines quoted. */
export function csv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  return stringify(
    rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        if (value === null) return "";
        return typeof value === "string" && formulaStart.test(value) ? `'${value}` : value;
      }),
    ),
    {
      header: true,
      columns: columns.map((column) => column.csv),
      record_delimiter: "windows",
      // Any line break in a field, not only CRLF, must be quoted.
      quoted_match: /[\r\n]/,
    },
  );
}

/** Back-in-stock requests as the command line's export and the console's download give them. */
export const backInStockColumns: Column<OwnerBackInStock>[] = [
  { title: "ID", csv: "id", value: (r) => r.id, alignRight: true },
  { title: "Email", csv: "email", value: (r) => r.email },
  { title: "Product", csv: "product", value: (r) => r.product },
  { title: "Asked (UTC)", csv: "created_at", value: (r) => r.createdAt },
];

/** Sign-ups as the command line's export and the console's download give them. */
export const subscriberColumns: Column<OwnerSubscriber>[] = [
  { title: "ID", csv: "id", value: (s) => s.id, alignRight: true },
  { title: "Email", csv: "email", value: (s) => s.email },
  { title: "Source", csv: "source", value: (s) => s.source },
  { title: "Signed up (UTC)", csv: "created_at", value: (s) => s.createdAt },
];
