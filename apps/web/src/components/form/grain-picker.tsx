import { type Grain, toggleAllGrains, toggleGrain } from '@portal/contract';
import { Check, ChevronDown, ChevronUp, ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFileUrls } from '@/api/file-urls';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GroupField } from './field-controls';
import { PickerEmpty, PickerSearchBar, selectAllOver, usePickerSearch } from './picker-search';
import { PickerText } from './picker-texts';

const text = PickerText.grain;

const grainMatches = (grain: Grain, term: string) => grain.lineName.includes(term) || grain.lineCode.includes(term);

/** How many grains show while the picker is collapsed (收起). */
export const collapsedGrainCount = 8;

export interface GrainPickerProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  grains: readonly Grain[];
  loading?: boolean;
  value: readonly string[];
  onChange: (lineCodes: string[]) => void;
  /** Required grains are multi-select; optional ones single-select. */
  multiple: boolean;
  disabled?: boolean;
}

const GrainThumb = ({ id, alt }: { id: string | null; alt: string }) => {
  const urls = useFileUrls();
  const [failed, setFailed] = useState(false);
  if (!id || failed)
    return (
      <span className="flex size-full items-center justify-center bg-muted text-muted-foreground">
        <ImageOff aria-hidden className="size-5" />
      </span>
    );
  return (
    <img
      src={urls.thumbnail(id)}
      alt={alt}
      loading="lazy"
      className="size-full object-cover"
      onError={() => setFailed(true)}
    />
  );
};

/** 纹路: searchable cards with thumbnails, collapsed to one row until 展开. */
export const GrainPicker = ({
  id,
  label,
  error,
  hint,
  grains,
  loading = false,
  value,
  onChange,
  multiple,
  disabled = false,
}: GrainPickerProps) => {
  const [expanded, setExpanded] = useState(false);
  const { search, setSearch, shown } = usePickerSearch(grains, grainMatches);
  const visible = expanded ? shown : shown.slice(0, collapsedGrainCount);
  const codes = shown.map((g) => g.lineCode);

  return (
    <GroupField id={id} label={label} hint={hint ?? (multiple ? text.multiple : text.single)} error={error}>
      <PickerSearchBar
        texts={text}
        search={search}
        onSearch={setSearch}
        selectAll={selectAllOver({
          multiple,
          disabled,
          shown: codes,
          isChosen: (c) => value.includes(c),
          toggle: () => onChange(toggleAllGrains(value, codes)),
        })}
      >
        {shown.length > collapsedGrainCount && (
          <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {expanded ? text.collapse : text.expand}
          </Button>
        )}
      </PickerSearchBar>
      {!loading && shown.length === 0 ? (
        <PickerEmpty anyOption={grains.length > 0} texts={text} />
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {visible.map((grain) => {
            const chosen = value.includes(grain.lineCode);
            return (
              <li key={grain.lineCode}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  disabled={disabled}
                  onClick={() => onChange(toggleGrain(value, grain.lineCode, multiple))}
                  className={cn(
                    'group relative flex w-full cursor-pointer flex-col overflow-hidden rounded-md border bg-card text-left text-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-70',
                    chosen ? 'border-primary ring-1 ring-primary' : 'border-input hover:border-primary',
                  )}
                >
                  <span className="block aspect-[4/3] w-full overflow-hidden">
                    <GrainThumb id={grain.coverImgId} alt={grain.lineName} />
                  </span>
                  <span className="grid gap-0.5 px-2 py-1.5">
                    <span className="truncate font-medium text-foreground">{grain.lineName}</span>
                    <span className="truncate text-muted-foreground">
                      {grain.lineCode} · {text.price(grain.floatingPrice)}
                    </span>
                  </span>
                  {chosen && (
                    <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Check aria-hidden className="size-3.5" />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </GroupField>
  );
};
