import {
  type Atom,
  atoms,
  type MaterialFabricListItem,
  type MaterialStatusValue,
  materialLifecycle,
  materialNotStopped,
} from '@portal/contract';

/** Which list a row is on: 鞋面料管理 (stage normal) or 推荐材料 (stage recommend). */
export type MaterialListKind = 'fabric' | 'recommend';
export type RowAction = 'edit' | 'completeData' | 'copy' | 'remove' | 'regularize' | 'stop' | 'reapply';

type Row = Pick<MaterialFabricListItem, 'status' | 'hasFrozen' | 'isCompleteData'>;
interface Offer {
  action: RowAction;
  /** The atom the call checks (the contract's `atom`): the button stays out without it. */
  atom: Atom;
  /** Whether the row's state allows it (the contract's lifecycle); 停用 rows take no change but 复制. */
  when: (status: MaterialStatusValue | null, stopped: boolean, row: Row) => boolean;
}

const can = materialLifecycle.can;

/**
 * The row actions of each list, in the order they show. 删除 is guarded by recommend.delete on both lists because
 * fabric/delete checks that atom (the spec's fabricManage group has none); 转正 applies to recommended rows only.
 * 补全资料 (spec 001 §4, the dialog's complete-data flag) is offered on the records the list's 补全资料 = 否 filter
 * finds: approved or rejected, running, data not completed yet (isCompleteData 0 or empty).
 */
const offers: Record<MaterialListKind, readonly Offer[]> = {
  fabric: [
    { action: 'edit', atom: atoms.fabricManage.add, when: (s, stopped) => !stopped && can('submit', s) },
    {
      action: 'completeData',
      atom: atoms.fabricManage.add,
      when: (s, stopped, row) => !stopped && row.isCompleteData !== 1 && can('completeData', s),
    },
    { action: 'copy', atom: atoms.fabricManage.add, when: () => true },
    { action: 'reapply', atom: atoms.fabricManage.add, when: (s) => can('reapply', s) },
    { action: 'stop', atom: atoms.fabricManage.add, when: (s, stopped) => !stopped && can('stop', s) },
    { action: 'remove', atom: atoms.recommend.delete, when: (s) => can('delete', s) },
  ],
  recommend: [
    { action: 'edit', atom: atoms.recommend.edit, when: (s, stopped) => !stopped && can('saveRecommend', s) },
    { action: 'regularize', atom: atoms.recommend.regularize, when: (s, stopped) => !stopped && can('regularize', s) },
    { action: 'remove', atom: atoms.recommend.delete, when: (s) => can('deleteRecommend', s) },
  ],
};

/** Every atom a list's row actions may need: a user holding none of them gets no 操作 column. */
export const rowActionAtoms = (kind: MaterialListKind): readonly Atom[] => [
  ...new Set(offers[kind].map((o) => o.atom)),
];

/** The actions a row's state allows on a list (before the caller's atoms are checked). */
export const rowActions = (kind: MaterialListKind, row: Row): readonly Offer[] =>
  offers[kind].filter((o) => o.when(row.status as MaterialStatusValue, !materialNotStopped.allows(row), row));
