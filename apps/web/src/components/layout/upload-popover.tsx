import { atoms } from '@portal/contract';
import { ChevronRight, Layers, Sparkles, Star, Upload } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { hasPermission } from '@/session/permission';
import { useSession } from '@/session/session';
import { popoverEdgeGap } from './top-bar-styles';

/** The three material upload dialogs (spec 000 §2, spec 001). */
export type UploadKind = 'fabric' | 'innovation' | 'recommend';

/** The atom each upload needs and the warning shown without it (spec 000 §6). */
export const uploadRequirements = {
  fabric: { atom: atoms.fabricManage.add, denied: AppText.upload.noFabric },
  innovation: { atom: atoms.fabricInnovate.add, denied: AppText.upload.noInnovation },
  recommend: { atom: atoms.recommend.add, denied: AppText.upload.noRecommend },
} as const satisfies Record<UploadKind, { atom: string; denied: string }>;

export interface UploadPopoverProps {
  /**
   * The fabric route the bar is on: every fabric route offers the spec's two choices (鞋面料, 推荐材料); the
   * innovation-material pages ('innovation') add their own entry, 创新材料 (docs/decisions/0004-portal-shell.md).
   */
  fabricKind: 'fabric' | 'innovation';
  onUpload: (kind: UploadKind) => void;
  /** Icon only (mobile top bar). */
  compact?: boolean;
}

const kindIcon = { fabric: Layers, innovation: Sparkles, recommend: Star } as const;

/**
 * The upload button of fabric pages: asks which data type to upload (shoe upper fabric or
 * recommended material), then checks the atom; without it a warning says the module is not open.
 */
export const UploadPopover = ({ fabricKind, onUpload, compact = false }: UploadPopoverProps) => {
  const [open, setOpen] = useState(false);
  const { permissions } = useSession();
  const choices: UploadKind[] =
    fabricKind === 'innovation' ? ['fabric', 'innovation', 'recommend'] : ['fabric', 'recommend'];

  const choose = (kind: UploadKind) => {
    setOpen(false);
    const requirement = uploadRequirements[kind];
    if (!hasPermission(permissions, requirement.atom)) {
      notify.warning(requirement.denied);
      return;
    }
    onUpload(kind);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={AppText.upload.label}
        className={cn(
          'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md bg-teal-accent px-3 text-sm font-medium text-white shadow-sm transition-colors outline-none hover:bg-teal-accent/90 focus-visible:ring-2 focus-visible:ring-white/60 [&_svg]:size-4',
          compact && 'size-9 justify-center px-0',
        )}
      >
        <Upload aria-hidden />
        {!compact && AppText.upload.label}
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={popoverEdgeGap} className="w-64 p-2">
        <p className="px-2 pt-1 pb-2 text-xs font-medium text-muted-foreground">{AppText.upload.title}</p>
        <ul className="grid gap-1">
          {choices.map((kind) => {
            const Icon = kindIcon[kind];
            return (
              <li key={kind}>
                <button
                  type="button"
                  onClick={() => choose(kind)}
                  className="flex w-full cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-left text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                >
                  <span className="flex size-8 items-center justify-center rounded-md bg-brand-50 text-primary">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <span className="flex-1 font-medium">{AppText.upload[kind]}</span>
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                </button>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
};
