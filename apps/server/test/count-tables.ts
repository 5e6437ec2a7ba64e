import type Database from 'better-sqlite3';

/** The counted tables and the columns their count tables group by (prisma/migrations/*_list_counts). */
const grouping = {
  PurchaseOrder: [`"supplierCode"`, `"status"`, `coalesce(substr("dueDate", 1, 10), '') AS "dueDateDay"`],
  Material: [`"supplierCode"`, `"materialStage"`, `"divisionId"`, `"status"`],
};

/**
 * Each count table (docs/decisions/0043-counts-kept-by-triggers.md) as the triggers keep it, and as counting its
 * table's rows gives it, both in group order: equal when the triggers have followed every write.
 */
export const keptAndCounted = (connection: Database.Database) =>
  Object.entries(grouping).map(([table, columns]) => {
    const groups = columns.map((_, i) => i + 1).join(', ');
    return {
      table,
      kept: connection.prepare(`SELECT * FROM "${table}Count" ORDER BY ${groups}`).all(),
      counted: connection
        .prepare(`SELECT ${columns.join(', ')}, count(*) AS "n" FROM "${table}" GROUP BY ${groups} ORDER BY ${groups}`)
        .all(),
    };
  });
