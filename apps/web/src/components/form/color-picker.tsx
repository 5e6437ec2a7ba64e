import type { Color } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, X } from 'lucide-react';
import { memo, type ReactNode, type UIEvent, useCallback, useRef, useState } from 'react';
import { colorPagesQuery } from '@/api/lookups';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GroupField } from './field-controls';
import { AllChoice, PickerSearch } from './picker-search';
import { PickerText } from './picker-texts';

const text = PickerText.color;

/** How close to the end of the list (px) the next page is asked for. */
const nearEndPx = 48;

/** A chosen colour as the material stores it (spec 001 §3: colorCode, colorRgb). */
export type ChosenColor = Pick<Color, 'colorCode' | 'colorRgb'>;

/** Chooses or drops a colour; single-select (`multiple` false) keeps only the one chosen. */
export const toggleColor = (value: readonly ChosenColor[], color: Color, multiple = true): ChosenColor[] =>
  value.some((c) => c.colorCode === color.colorCode)
    ? value.filter((c) => c.colorCode !== color.colorCode)
    : [...(multiple ? value : []), { colorCode: color.colorCode, colorRgb: color.colorRgb }];

/** 全选 of the loaded colours: all of them, or none once all are chosen. */
export const toggleAllColors = (value: readonly ChosenColor[], loaded: readonly Color[]): ChosenColor[] => {
  const all = loaded.length > 0 && loaded.every((l) => value.some((c) => c.colorCode === l.colorCode));
  if (all) return value.filter((c) => !loaded.some((l) => l.colorCode === c.colorCode));
  const codes = new Set(value.map((c) => c.colorCode));
  return [
    ...value,
    ...loaded.filter((l) => !codes.has(l.colorCode)).map(({ colorCode, colorRgb }) => ({ colorCode, colorRgb })),
  ];
};

const Swatch = ({ rgb, className }: { rgb: string; className?: string }) => (
  <span
    aria-hidden
    className={cn('inline-block shrink-0 rounded-sm border border-black/15', className)}
    style={{ backgroundColor: rgb }}
  />
);

/** One row; memoised so that a new page renders only its own 100 rows. */
const ColorRow = memo(
  ({
    color,
    chosen,
    disabled,
    onToggle,
    single,
  }: {
    color: Color;
    chosen: boolean;
    disabled: boolean;
    onToggle: (c: Color) => void;
    single: boolean;
  }) => (
    <li>
      {/* A native checkbox: a page adds 100 rows at once, and it renders far cheaper than the Radix one. */}
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-accent',
          chosen && 'bg-brand-50',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <input
          type={single ? 'radio' : 'checkbox'}
          className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          checked={chosen}
          disabled={disabled}
          onChange={() => onToggle(color)}
        />
        <Swatch rgb={color.colorRgb} className="size-5" />
        <span className="w-16 font-mono text-xs">{color.colorCode}</span>
        <span className="flex-1 truncate">{color.colorName}</span>
        <span className="font-mono text-xs text-muted-foreground">{color.colorRgb}</span>
      </label>
    </li>
  ),
);

export interface ColorPickerProps {
  id: string;
  label: ReactNode;
  error?: string;
  value: readonly ChosenColor[];
  onChange: (colors: ChosenColor[]) => void;
  /** 全部颜色 (colorTotal 1): no colour needs choosing; choosing it clears the list. */
  allColors?: boolean;
  onAllColorsChange?: (all: boolean) => void;
  disabled?: boolean;
  /** False: one colour at most (a price per colour), without 全部颜色 / 全选 / 清空. Default true. */
  multiple?: boolean;
}

/** 颜色: search, 全部颜色, 全选 of what is loaded, and a list read 100 at a time as it is scrolled. */
export const ColorPicker = ({
  id,
  label,
  error,
  value,
  onChange,
  allColors = false,
  onAllColorsChange,
  disabled = false,
  multiple = true,
}: ColorPickerProps) => {
  const [keyword, setKeyword] = useState('');
  const pages = useInfiniteQuery(colorPagesQuery(keyword.trim()));
  const loaded = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const total = pages.data?.pages[0]?.count ?? 0;
  const chosenCodes = new Set(value.map((c) => c.colorCode));
  const listDisabled = disabled || allColors;

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - nearEndPx && pages.hasNextPage && !pages.isFetching)
      void pages.fetchNextPage();
  };
  // Stable across renders, so the memoised rows of earlier pages do not render again when a page arrives.
  const latest = useRef({ value, onChange, multiple });
  latest.current = { value, onChange, multiple };
  const toggle = useCallback(
    (color: Color) => latest.current.onChange(toggleColor(latest.current.value, color, latest.current.multiple)),
    [],
  );

  return (
    <GroupField id={id} label={label} error={error}>
      {multiple && (
        <AllChoice
          label={text.allColors}
          checked={allColors}
          disabled={disabled}
          summary={allColors ? text.allColorsHint : text.selected(value.length)}
          onAllChange={onAllColorsChange}
          onClear={() => onChange([])}
        />
      )}
      {!allColors && value.length > 0 && (
        <ul aria-label={text.selected(value.length)} className="flex max-h-24 flex-wrap gap-1.5 overflow-y-auto">
          {value.map((c) => (
            <li
              key={c.colorCode}
              className="inline-flex items-center gap-1 rounded border bg-card py-0.5 pr-0.5 pl-1.5 text-xs"
            >
              <Swatch rgb={c.colorRgb} className="size-3" />
              {c.colorCode}
              <button
                type="button"
                aria-label={text.remove(c.colorCode)}
                disabled={disabled}
                onClick={() => onChange(value.filter((v) => v.colorCode !== c.colorCode))}
                className="inline-flex size-4 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <PickerSearch placeholder={text.search} value={keyword} onChange={setKeyword} disabled={listDisabled} />
        {multiple && (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={listDisabled || loaded.length === 0}
              onClick={() => onChange(toggleAllColors(value, loaded))}
            >
              {text.selectAll}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={listDisabled || value.length === 0}
              onClick={() => onChange([])}
            >
              {text.clearAll}
            </Button>
          </>
        )}
        <span className="ml-auto text-xs text-muted-foreground" data-testid="color-loaded">
          {text.loaded(loaded.length, total)}
        </span>
      </div>
      <ul
        aria-label={typeof label === 'string' ? label : undefined}
        data-testid="color-list"
        onScroll={onScroll}
        className={cn('h-64 overflow-y-auto rounded-md border bg-card py-1', listDisabled && 'bg-muted/50')}
      >
        {loaded.map((color) => (
          <ColorRow
            key={color.colorCode}
            color={color}
            chosen={chosenCodes.has(color.colorCode)}
            disabled={listDisabled}
            onToggle={toggle}
            single={!multiple}
          />
        ))}
        <li className="flex items-center justify-center gap-2 py-2 text-xs text-muted-foreground" aria-live="polite">
          {pages.isFetching ? (
            <>
              <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
              {text.loading}
            </>
          ) : loaded.length === 0 ? (
            text.none
          ) : pages.hasNextPage ? null : (
            text.end
          )}
        </li>
      </ul>
    </GroupField>
  );
};
