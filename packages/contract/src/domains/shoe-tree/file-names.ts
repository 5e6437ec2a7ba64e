/**
 * A file's name split at its extension: `检测报告.v2.pdf` → [`检测报告.v2`, `.pdf`]. A leading dot (`.env`) or no dot
 * is no extension. Renaming a file edits the base only and keeps the extension, so the file still opens as what it is.
 */
export const splitExtension = (name: string): [base: string, extension: string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

/**
 * The new name of a renamed file: the base typed, with the old extension (not doubled when typed as well). No base is
 * no name (the name rule refuses it), not the bare extension.
 */
export const renamedFile = (oldName: string, typed: string): string => {
  const [, extension] = splitExtension(oldName);
  const base = typed.trim();
  return base && extension && !base.toLowerCase().endsWith(extension.toLowerCase()) ? `${base}${extension}` : base;
};
