/**
 * The material forms' spec audit (docs/domains/fabric-spec-audit.md) names the contract's rule rows and rule cases
 * and cites test and source files: every name must exist, every rule row must be named, every cited file must be
 * one file of the repository, and the counts at the top must be those of the tables. What is wrong is named, one
 * line each.
 */

/** Where the audit's rows stand: the table a row id starts with, and the forms it counts for. */
const tables = { B: ['shoe upper', 'recommended'], S: ['shoe upper'], R: ['recommended'], I: ['innovation'] } as const;

export interface AuditNames {
  /** The contract's rule row ids (`ruleRows`). */
  rows: readonly string[];
  /** The contract's rule case ids (`materialRuleCases`, `row#n`). */
  cases: readonly string[];
  /** The repository's files, paths from its root. */
  files: readonly string[];
}

const ruleId = /^[345]\.[A-Za-z][\w.]*(#\d+)?$/;
const fileName = /^[\w./-]+\.tsx?$/;

export const auditProblems = (audit: string, names: AuditNames): string[] => {
  const problems: string[] = [];
  const cited = [...audit.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const known = new Set([...names.rows, ...names.cases]);
  for (const id of new Set(cited.filter((c) => ruleId.test(c))))
    if (!known.has(id)) problems.push(`names \`${id}\`, which is no rule row or rule case of the contract`);
  for (const row of names.rows) if (!cited.includes(row)) problems.push(`does not name the rule row \`${row}\``);
  for (const file of new Set(cited.filter((c) => fileName.test(c)))) {
    const matches = names.files.filter((f) => f === file || f.endsWith(`/${file}`));
    if (matches.length !== 1)
      problems.push(
        `cites \`${file}\`, which is ${matches.length === 0 ? 'no file' : `${matches.length} files`} of the repository`,
      );
  }

  // The counts: each form's rows, working and recorded as assumptions, from the tables.
  const counted = new Map<string, { rows: number; working: number; assumed: number }>();
  for (const line of audit.split('\n')) {
    const row = line.match(/^\| ([BSRI])\d+ +\|.*\| ([^|]+) \|$/);
    if (!row) continue;
    const status = row[2]!.trim();
    const works = status === 'works';
    if (!works && !status.startsWith('assumption:')) problems.push(`${line.slice(0, 8)}… has the status "${status}"`);
    for (const form of tables[row[1] as keyof typeof tables]) {
      const c = counted.get(form) ?? { rows: 0, working: 0, assumed: 0 };
      counted.set(form, {
        rows: c.rows + 1,
        working: c.working + (works ? 1 : 0),
        assumed: c.assumed + (works ? 0 : 1),
      });
    }
  }
  for (const [form, c] of counted) {
    const stated = audit.match(new RegExp(`^\\| ${form} \\S* *\\| (\\d+) +\\| (\\d+) +\\| (\\d+) +\\|$`, 'm'));
    const says = stated ? `${stated[1]} / ${stated[2]} / ${stated[3]}` : 'nothing';
    const is = `${c.rows} / ${c.working} / ${c.assumed}`;
    if (says !== is) problems.push(`counts ${form} as ${says} (rows / working / assumptions); its table holds ${is}`);
  }
  return problems;
};
