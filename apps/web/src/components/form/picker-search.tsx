import { Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CheckOption } from './check-option';

/** The search box of a picker: its placeholder is also its accessible name (请输入要搜索的纹路名称 …). */
export const PickerSearch = ({
  placeholder,
  value,
  onChange,
  disabled = false,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) => (
  <div className="w-64 max-w-full">
    <Input
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      startIcon={<Search />}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);

/** A picker's search term and the options it leaves: all of them while the term is blank. */
export const usePickerSearch = <T,>(options: readonly T[], matches: (option: T, term: string) => boolean) => {
  const [search, setSearch] = useState('');
  const term = search.trim();
  // `matches` is the picker's own rule, defined once beside it (a stable function).
  const shown = useMemo(() => (term ? options.filter((o) => matches(o, term)) : options), [options, term, matches]);
  return { search, setSearch, shown };
};

/**
 * The bar above a picker's options: the search box, and for a multiple picker 全选 / 取消全选 over the options shown.
 * `children` follow (展开/收起).
 */
export const PickerSearchBar = ({
  texts,
  search,
  onSearch,
  selectAll,
  children,
}: {
  texts: { search: string; selectAll: string; clearAll: string };
  search: string;
  onSearch: (value: string) => void;
  /** Given (selectAllOver): the 全选 button, which reads 取消全选 once every option shown is chosen. */
  selectAll?: SelectAll;
  children?: ReactNode;
}) => (
  <div className="flex flex-wrap items-center gap-2">
    <PickerSearch placeholder={texts.search} value={search} onChange={onSearch} />
    {selectAll && (
      <Button variant="outline" size="sm" disabled={selectAll.disabled} onClick={selectAll.onToggle}>
        {selectAll.allChosen ? texts.clearAll : texts.selectAll}
      </Button>
    )}
    {children}
  </div>
);

/** What a multiple picker's 全选 button needs (PickerSearchBar's `selectAll`). */
export interface SelectAll {
  allChosen: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/**
 * 全选 / 取消全选 over the options shown, for a multiple picker (undefined for a single one): it reads 取消全选 once
 * every option shown is chosen, is disabled while none is shown, and `toggle` chooses them all or drops them.
 */
export const selectAllOver = <T,>({
  multiple,
  disabled,
  shown,
  isChosen,
  toggle,
}: {
  multiple: boolean;
  disabled: boolean;
  shown: readonly T[];
  isChosen: (option: T) => boolean;
  toggle: () => void;
}): SelectAll | undefined =>
  multiple
    ? {
        allChosen: shown.length > 0 && shown.every(isChosen),
        disabled: disabled || shown.length === 0,
        onToggle: toggle,
      }
    : undefined;

/** What a picker says instead of its options: none to choose at all, or none matching the search. */
export const PickerEmpty = ({ anyOption, texts }: { anyOption: boolean; texts: { none: string; noMatch: string } }) => (
  <p className="text-sm text-muted-foreground">{anyOption ? texts.noMatch : texts.none}</p>
);

/**
 * 全部颜色 / 全部鞋厂: the choice that stands for every option (choosing it clears the chosen ones), with what is
 * chosen beside it. `children` follow on the same line (the search box).
 */
export const AllChoice = ({
  label,
  checked,
  disabled,
  summary,
  onAllChange,
  onClear,
  children,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** What is chosen (已选 3 家鞋厂, or what 全部 means). */
  summary: string;
  onAllChange?: (all: boolean) => void;
  onClear: () => void;
  children?: ReactNode;
}) => (
  <div className="flex flex-wrap items-center gap-3">
    <CheckOption
      className="text-sm font-medium"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(all) => {
        onAllChange?.(all);
        if (all) onClear();
      }}
    >
      {label}
    </CheckOption>
    <span className="text-xs text-muted-foreground">{summary}</span>
    {children}
  </div>
);
