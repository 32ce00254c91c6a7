// The schema as schema.ts declares it and as a migrated database has it, in one comparable shape: tables, their
// columns (type, nullability), their indexes (unique, method, partial, key columns), and what stays SQL only
// (SQL_ONLY: functions, triggers, views, extensions). db/schema-truth.test.ts compares the two on both engines.
import { getTableName, is, sql, Table } from 'drizzle-orm';
import { getTableConfig, isPgSequence, type PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from './client';
import type { SQL_ONLY } from './schema';

type IndexShape = { unique: boolean; method: string; partial: boolean; columns: string };
type TableShape = { columns: Record<string, string>; indexes: Record<string, IndexShape> };
export type SchemaShape = {
  tables: Record<string, TableShape>;
  sequences: string[];
  functions: string[];
  triggers: string[];
  views: string[];
  extensions: string[];
};

/** An expression among an index's key columns (drizzle's sql`…`, the database's indkey 0). */
const EXPRESSION = '(expression)';

/** The shape schema.ts declares: `schema` is its module's exports. */
export function declaredShape(schema: Record<string, unknown>, sqlOnly: typeof SQL_ONLY): SchemaShape {
  const tables: Record<string, TableShape> = {};
  const sequences: string[] = [];
  for (const value of Object.values(schema)) {
    if (isPgSequence(value)) sequences.push(value.seqName ?? '');
    if (!is(value, Table)) continue;
    const table = value as PgTable;
    const config = getTableConfig(table);
    const name = getTableName(table);
    const shape: TableShape = { columns: {}, indexes: {} };
    for (const c of config.columns) {
      shape.columns[c.name] = `${c.getSQLType()}${c.notNull || c.primary ? ' not null' : ''}`;
      if (c.primary) shape.indexes[`${name}_pkey`] = { unique: true, method: 'btree', partial: false, columns: c.name };
      if (c.isUnique) {
        shape.indexes[c.uniqueName ?? `${name}_${c.name}_unique`] = {
          unique: true,
          method: 'btree',
          partial: false,
          columns: c.name,
        };
      }
    }
    for (const pk of config.primaryKeys) {
      shape.indexes[pk.name ?? pk.getName()] = {
        unique: true,
        method: 'btree',
        partial: false,
        columns: pk.columns.map((c) => c.name).join(', '),
      };
    }
    for (const u of config.uniqueConstraints) {
      shape.indexes[u.name ?? `${name}_${u.columns.map((c) => c.name).join('_')}_unique`] = {
        unique: true,
        method: 'btree',
        partial: false,
        columns: u.columns.map((c) => c.name).join(', '),
      };
    }
    for (const i of config.indexes) {
      shape.indexes[i.config.name ?? ''] = {
        unique: i.config.unique,
        method: i.config.method ?? 'btree',
        partial: i.config.where !== undefined,
        columns: i.config.columns
          .map((c) => ('name' in c && typeof c.name === 'string' ? c.name : EXPRESSION))
          .join(', '),
      };
    }
    tables[name] = shape;
  }
  return {
    tables,
    sequences: sequences.sort(),
    functions: [...sqlOnly.functions].sort(),
    triggers: [...sqlOnly.triggers].sort(),
    views: [...sqlOnly.views].sort(),
    extensions: [...sqlOnly.extensions].sort(),
  };
}

/** The shape of the database `db` is connected to (schema public; what an extension brings is left out). */
export async function databaseShape(db: DbOrTx): Promise<SchemaShape> {
  const columns = await rawRows<{ table: string; column: string; type: string; not_null: boolean }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type,
          a.attnotnull as not_null
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const indexes = await rawRows<{
    table: string;
    index: string;
    unique: boolean;
    method: string;
    partial: boolean;
    columns: string;
  }>(
    db,
    sql`select t.relname as "table", i.relname as "index", x.indisunique as "unique", am.amname as method,
          x.indpred is not null as partial,
          (select string_agg(coalesce(a.attname, ${EXPRESSION}), ', ' order by k.n)
             from unnest(x.indkey::int2[]) with ordinality as k(attnum, n)
             left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum and k.attnum > 0
            where k.n <= x.indnkeyatts) as columns
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        join pg_am am on am.oid = i.relam
        where t.relnamespace = 'public'::regnamespace`,
  );
  const names = async (query: ReturnType<typeof sql>) =>
    (await rawRows<{ name: string }>(db, query)).map((r) => r.name).sort();
  const notFromExtension = sql`not exists (select 1 from pg_depend d where d.objid = o.oid and d.deptype = 'e')`;
  const tables: Record<string, TableShape> = {};
  const tableOf = (name: string) => {
    tables[name] ??= { columns: {}, indexes: {} };
    return tables[name];
  };
  for (const c of columns) tableOf(c.table).columns[c.column] = `${c.type}${c.not_null ? ' not null' : ''}`;
  for (const i of indexes) {
    tableOf(i.table).indexes[i.index] = { unique: i.unique, method: i.method, partial: i.partial, columns: i.columns };
  }
  return {
    tables,
    sequences: await names(
      sql`select o.relname as name from pg_class o where o.relnamespace = 'public'::regnamespace
          and o.relkind = 'S' and not exists (select 1 from pg_depend d where d.objid = o.oid and d.deptype in ('a', 'i'))`,
    ),
    functions: await names(
      sql`select o.proname as name from pg_proc o where o.pronamespace = 'public'::regnamespace and ${notFromExtension}`,
    ),
    triggers: await names(
      sql`select o.tgrelid::regclass::text || ':' || o.tgname as name from pg_trigger o where not o.tgisinternal`,
    ),
    views: await names(sql`select o.relname as name from pg_class o
      where o.relnamespace = 'public'::regnamespace and o.relkind in ('v', 'm')`),
    extensions: await names(sql`select extname as name from pg_extension where extname <> 'plpgsql'`),
  };
}

/** drizzle's names of column types and the database's (format_type) for the same type. */
const TYPE_NAMES: [RegExp, string][] = [
  [/^timestamp with time zone$/, 'timestamp with time zone'],
  [/^varchar/, 'character varying'],
  [/^serial$/, 'integer'],
  [/^bigserial$/, 'bigint'],
];
const sameType = (t: string) => TYPE_NAMES.reduce((s, [from, to]) => s.replace(from, to), t).replace(/, /g, ',');

/** Every difference between two shapes, in words (an empty list: they agree). */
export function shapeDifferences(declared: SchemaShape, actual: SchemaShape): string[] {
  const out: string[] = [];
  const both = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const t of both(declared.tables, actual.tables)) {
    const d = declared.tables[t];
    const a = actual.tables[t];
    if (!d || !a) {
      out.push(`table ${t}: ${d ? 'declared in schema.ts, not in the database' : 'in the database, not in schema.ts'}`);
      continue;
    }
    for (const c of both(d.columns, a.columns)) {
      const dc = d.columns[c];
      const ac = a.columns[c];
      if (dc === undefined || ac === undefined) {
        out.push(
          `column ${t}.${c}: ${dc ? 'declared in schema.ts, not in the database' : 'in the database, not in schema.ts'}`,
        );
      } else if (sameType(dc) !== sameType(ac)) {
        out.push(`column ${t}.${c}: schema.ts says ${dc}, the database has ${ac}`);
      }
    }
    for (const i of both(d.indexes, a.indexes)) {
      const di = d.indexes[i];
      const ai = a.indexes[i];
      if (!di || !ai) {
        out.push(
          `index ${i} on ${t}: ${di ? 'declared in schema.ts, not in the database' : 'in the database, not in schema.ts'}`,
        );
      } else if (JSON.stringify(di) !== JSON.stringify(ai)) {
        out.push(`index ${i} on ${t}: schema.ts says ${JSON.stringify(di)}, the database has ${JSON.stringify(ai)}`);
      }
    }
  }
  for (const kind of ['sequences', 'functions', 'triggers', 'views', 'extensions'] as const) {
    const d = new Set(declared[kind]);
    const a = new Set(actual[kind]);
    for (const n of d) if (!a.has(n)) out.push(`${kind}: ${n} is listed in schema.ts, not in the database`);
    for (const n of a) if (!d.has(n)) out.push(`${kind}: ${n} is in the database, not listed in schema.ts`);
  }
  return out;
}
