import type { Atom } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Column } from './data-table';

/** One button of a row's actions: what it says, who may use it, when the row offers it, what it does. */
export interface RowAction<Row> {
  /** The button's text (修改, 关闭, 删除…); a function when it depends on the row. */
  label: string | ((row: Row) => string);
  /** The atom the call checks (the contract's `atom`): without it the button is not rendered. None: every viewer. */
  atom?: Atom | ((row: Row) => Atom);
  /** Whether the row's state offers the action (the contract's lifecycle); always when omitted. */
  when?: (row: Row) => boolean;
  /** Shown in the destructive colour (删除, 停用, 报废). */
  destructive?: boolean;
  /** An icon before the label (aria-hidden). */
  icon?: ReactNode;
  /** The accessible name, where the label alone does not say which row it acts on. */
  ariaLabel?: (row: Row) => string;
  /** What the button does, or where the link goes (`to`). */
  onClick?: (row: Row) => void;
  to?: (row: Row) => string;
}

/** One action of a row, behind its atom when it has one. */
const ActionButton = <Row,>({ row, action }: { row: Row; action: RowAction<Row> }) => {
  const label = typeof action.label === 'function' ? action.label(row) : action.label;
  const ariaLabel = action.ariaLabel?.(row);
  const { to, onClick, icon } = action;
  const className = cn('h-auto px-0', action.destructive && 'text-destructive');
  const text = (
    <>
      {icon}
      {label}
    </>
  );
  const button = to ? (
    <Button asChild variant="link" size="sm" className={className}>
      <Link to={to(row)} aria-label={ariaLabel}>
        {text}
      </Link>
    </Button>
  ) : (
    <Button variant="link" size="sm" className={className} aria-label={ariaLabel} onClick={() => onClick?.(row)}>
      {text}
    </Button>
  );
  const atom = typeof action.atom === 'function' ? action.atom(row) : action.atom;
  return atom ? <Permission atom={atom}>{button}</Permission> : button;
};

/**
 * A row's actions as link buttons: those the row's state offers, each behind its atom (spec 000 §6: not rendered
 * without it). `children` come after them (a feature's dialogs opened by the buttons).
 */
export const RowActions = <Row,>({
  row,
  actions,
  children,
}: {
  row: Row;
  actions: readonly RowAction<Row>[];
  children?: ReactNode;
}) => (
  <div className="flex flex-wrap items-center gap-x-3">
    {actions
      .filter((action) => action.when?.(row) ?? true)
      .map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, filtered per row
        <ActionButton key={index} row={row} action={action} />
      ))}
    {children}
  </div>
);

/**
 * A list's last column, its row actions: keyed `actions`, so the table keeps it in view on the right (`pinsEnd`).
 */
export const rowActionsColumn = <Row,>(
  header: ReactNode,
  width: number,
  actions: readonly RowAction<Row>[],
  className?: string,
  // No sort field: the column fits a list of any sort fields.
): Column<Row, never> => {
  // Every button behind a fixed atom: a user holding none of them gets no column.
  const needs = actions.map((action) => action.atom);
  const atom = needs.every((need): need is Atom => typeof need === 'string') ? needs : undefined;
  return { key: 'actions', header, width, className, atom, cell: (row) => <RowActions row={row} actions={actions} /> };
};
