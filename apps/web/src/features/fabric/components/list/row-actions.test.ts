import { describe, expect, it } from 'vitest';
import { rowActions } from './row-actions';

const actions = (status: number, { stopped = false, isCompleteData = 0 as 0 | 1 | null } = {}) =>
  rowActions('fabric', { status, hasFrozen: stopped ? 1 : 0, isCompleteData }).map((o) => o.action);

describe('the fabric list’s row actions', () => {
  it('offers 补全资料 on approved and rejected records whose data is not completed yet', () => {
    expect(actions(3)).toContain('completeData');
    expect(actions(5)).toContain('completeData');
    expect(actions(3, { isCompleteData: null })).toContain('completeData');
  });

  it('does not offer it once the data is complete, on a stopped record, or on drafts and submitted ones', () => {
    expect(actions(3, { isCompleteData: 1 })).not.toContain('completeData');
    expect(actions(3, { stopped: true })).not.toContain('completeData');
    expect(actions(1)).not.toContain('completeData');
    expect(actions(2)).not.toContain('completeData');
  });

  it('keeps it off the recommended list (the dialog’s flag belongs to the shoe upper form)', () => {
    expect(rowActions('recommend', { status: 3, hasFrozen: 0, isCompleteData: 0 }).map((o) => o.action)).not.toContain(
      'completeData',
    );
  });
});
