import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/fabric/fabricManage?page=2', '/fabric/fabricManage?page=2'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/login?redirect=%2Fx', '/dashboard'],
  ])('%s → %s', (redirect, expected) => {
    expect(safeRedirect(redirect)).toBe(expected);
  });
});
