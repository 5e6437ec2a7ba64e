/**
 * Counts kept by triggers (docs/decisions/0043-counts-kept-by-triggers.md): the table `<T>Count` beside a table `<T>`
 * holds how many of T's rows each group of its columns has, and the migration that creates it gives T the triggers
 * that keep it. Nothing else writes it: whoever moves T's rows moves the counts with them (a seed, the scale
 * generator, a template copy's date shift, a reset), so code that walks every table leaves the count tables alone.
 */
export const countTableOf = (table: string) => `${table}Count`;

/** Whether `name` is the count table of one of `tables`. */
export const isCountTable = (name: string, tables: readonly string[]) =>
  tables.some((table) => countTableOf(table) === name);
