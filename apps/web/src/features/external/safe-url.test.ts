import { describe, expect, it } from 'vitest';
import { embeddableUrl } from './safe-url';

describe('embeddableUrl', () => {
  it.each([
    ['https://docs.example.com/material-standard', 'https://docs.example.com/material-standard'],
    [' http://intranet.example/a?b=1 ', 'http://intranet.example/a?b=1'],
    [null, null],
    ['', null],
    ['   ', null],
    ['/fabric/fabricManage', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
  ])('%j → %j', (raw, expected) => {
    expect(embeddableUrl(raw)).toBe(expected);
  });
});
