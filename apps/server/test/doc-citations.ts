/**
 * Citations of the docs in the repository's text: `docs/….md "Heading"` (the form comments and docs use) and
 * `docs/….md#anchor`. A citation whose file or heading does not exist is named with its file and line. A heading
 * with a qualifier in brackets may be cited without it.
 */

/** A file of the repository: its path from the root and its text. */
export interface TextFile {
  path: string;
  text: string;
}

/** The headings of a Markdown text, outside code fences, without emphasis or code marks. */
export const headingsOf = (markdown: string): string[] => {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (heading) headings.push(heading[1]!.replace(/[*_`]/g, '').trim());
  }
  return headings;
};

/** The anchor a heading gets when Markdown is rendered (GitHub's rule: lower case, punctuation dropped, - for spaces). */
export const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * The text with comment continuations joined, so a citation a line break splits (`docs/architecture.md "Lists and`
 * / ` * exports"`) reads as one: the break and the next line's `*`, `//` or (outside Markdown) `#` become one space.
 */
const joined = (file: TextFile): { text: string; lineAt: (index: number) => number } => {
  const prefix = file.path.endsWith('.md')
    ? /\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g
    : /\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g;
  // Where each line break lands in the joined text, to give a citation the line of the file it starts on.
  const breaks: number[] = [];
  let removed = 0;
  const text = file.text.replace(prefix, (match: string, offset: number) => {
    breaks.push(offset - removed);
    removed += match.length - 1;
    return ' ';
  });
  return { text, lineAt: (index) => 1 + breaks.filter((at) => at < index).length };
};

const citation = /(docs\/[\w./-]+\.md)(?:#([\w-]+)|\s+"([^"]{1,120})")/g;

/**
 * Every citation in `files` of a heading `doc` does not have (`doc(path)` gives a doc's text, undefined when there is
 * none), as `file:line cites docs/x.md "Heading", which has no such heading` (or no such file).
 */
export const danglingCitations = (files: TextFile[], doc: (path: string) => string | undefined): string[] => {
  const found: string[] = [];
  for (const file of files) {
    if (!file.text.includes('docs/')) continue;
    const { text, lineAt } = joined(file);
    for (const match of text.matchAll(citation)) {
      const [, path, anchor, heading] = match;
      const where = `${file.path}:${lineAt(match.index)}`;
      const target = doc(path!);
      if (target === undefined) {
        found.push(`${where} cites ${path}, which does not exist`);
        continue;
      }
      const headings = headingsOf(target);
      // A heading with a qualifier in brackets may be cited without it: "Direct upload" for
      // "Direct upload (getOSS and the storage host)".
      if (heading !== undefined && !headings.some((h) => h === heading || h.startsWith(`${heading} (`)))
        found.push(`${where} cites ${path} "${heading}", which has no such heading`);
      if (anchor !== undefined && !headings.some((h) => anchorOf(h) === anchor))
        found.push(`${where} cites ${path}#${anchor}, which has no such heading`);
    }
  }
  return found;
};

/** The decision records (`NNNN-name.md`) of `files` that the index (docs/decisions/README.md) does not link to. */
export const unindexedDecisions = (files: string[], index: string): string[] =>
  files.filter((f) => /^\d{4}-.+\.md$/.test(f) && !index.includes(`](${f})`));

/** The records the index links to that do not exist. */
export const missingDecisions = (files: string[], index: string): string[] =>
  [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]!).filter((f) => !files.includes(f));
