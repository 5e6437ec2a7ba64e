import ts from 'typescript';

/**
 * How a test file of the contract suite may declare tests: only through test/helper.ts (readTest, writeTest,
 * internalTest), so that each says what it does to its target. Anything else is named with its file and line.
 */
export const undeclaredTests = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const fromVitest = new Set<string>();
  for (const statement of source.statements)
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'vitest'
    ) {
      const names = statement.importClause?.namedBindings;
      if (names && ts.isNamedImports(names))
        for (const name of names.elements) {
          const imported = (name.propertyName ?? name.name).text;
          if (['it', 'test', 'bench'].includes(imported)) found.push(`${where(name)} imports ${imported} from vitest`);
          fromVitest.add(name.name.text);
        }
      if (names && ts.isNamespaceImport(names)) found.push(`${where(names)} imports vitest as a namespace`);
    }
  const visit = (node: ts.Node) => {
    // describe.skip / .only / .runIf / .skipIf / .todo: a suite skipped without a reason the summary could list.
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'describe' &&
      fromVitest.has('describe') &&
      ['skip', 'only', 'runIf', 'skipIf', 'todo'].includes(node.name.text)
    )
      found.push(`${where(node)} uses describe.${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};
