import { describe, expect, it } from 'vitest';
import { renamedFile, splitExtension } from './file-names';

describe('renaming a file in the file centre', () => {
  it('splits a name at its last dot, but not a leading or trailing one', () => {
    expect(splitExtension('检测报告.v2.pdf')).toEqual(['检测报告.v2', '.pdf']);
    expect(splitExtension('楦头图')).toEqual(['楦头图', '']);
    expect(splitExtension('.env')).toEqual(['.env', '']);
    expect(splitExtension('草稿.')).toEqual(['草稿.', '']);
  });

  it('keeps the extension when only the base is typed, and does not double it', () => {
    expect(renamedFile('检测报告.pdf', '2026检测报告')).toBe('2026检测报告.pdf');
    expect(renamedFile('检测报告.PDF', ' 新报告.pdf ')).toBe('新报告.pdf');
    expect(renamedFile('楦头图', '楦头图二')).toBe('楦头图二');
    expect(renamedFile('检测报告.pdf', '  ')).toBe('');
  });
});
