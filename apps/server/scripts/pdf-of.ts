/**
 * A PDF written by hand: the objects (numbered from 1, the first the catalog), a cross-reference table and a trailer.
 * The material fixtures' test reports (scripts/material-fixtures.ts) and the tests' well-formed PDFs
 * (test/file-fixtures.ts) are made with it.
 */
export const pdfOf = (objects: readonly string[], { info, comment }: { info?: number; comment?: string } = {}) => {
  let body = `%PDF-1.4\n${comment === undefined ? '' : `%${comment}\n`}`;
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const infoRef = info === undefined ? '' : ` /Info ${info} 0 R`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${infoRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
