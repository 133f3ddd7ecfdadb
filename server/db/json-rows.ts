// Rows built in Node and written by one larger SQL statement: they travel as one JSON array
// (one parameter, however many rows), which jsonb_populate_recordset reads with the table's
// own column types. The statement's text stays the same whatever the rows, so it can be a
// named prepared statement.
import { getTableColumns, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

export interface JsonRows<Row> {
  /** `rows` as one JSON array, keyed by column name (dates become ISO strings). */
  json(rows: readonly Row[]): string;
  /** The INSERT of the rows of `json` (from `json`, or its placeholder), when `when` holds. */
  insert(json: SQLWrapper, when: SQL): SQL;
}

/** The row type a JsonRows writes. */
export type RowOf<R> = R extends JsonRows<infer Row> ? Row : never;

/** Rows of `table` filling `columns`; the columns left out take their defaults. */
export function jsonRowsOf<T extends PgTable, K extends keyof T["$inferInsert"] & string>(table: T, columns: readonly K[]): JsonRows<Pick<T["$inferInsert"], K>> {
  const all = getTableColumns(table);
  const names = columns.map((key) => [key, all[key]!.name] as const);
  const list = sql.join(
    names.map(([, name]) => sql.identifier(name)),
    sql`, `,
  );
  return {
    json(rows) {
      return JSON.stringify(
        rows.map((row) => {
          const named: Record<string, unknown> = {};
          for (const [key, name] of names) named[name] = row[key];
          return named;
        }),
      );
    },
    insert(json, when) {
      return sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${json}::jsonb) WHERE ${when}`;
    },
  };
}
