import { ChevronDown, KeyRound, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { useSession } from '@/session/session';

export interface UserMenuProps {
  onChangePassword: () => void;
  onProfile: () => void;
  /** Avatar only (mobile top bar). */
  compact?: boolean;
}

/** The user dropdown (spec 000 §2): 修改密码 and 个人中心. */
export const UserMenu = ({ onChangePassword, onProfile, compact = false }: UserMenuProps) => {
  const { user } = useSession();
  const name = user?.personName ?? '';
  return (
    <DropdownMenu>
      {/* Named by its content (the user's name, then 用户菜单 for screen readers), so the name holds what is seen. */}
      <DropdownMenuTrigger className="inline-flex h-9 max-w-52 shrink-0 cursor-pointer items-center gap-2 rounded-md px-1.5 text-sm text-white/90 transition-colors outline-none hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/50 data-[state=open]:bg-white/12">
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-accent text-xs font-semibold text-white"
        >
          {Array.from(name)[0] ?? ''}
        </span>
        <span data-testid="user-name" className={cn('truncate', compact && 'sr-only')}>
          {name}
        </span>
        <span className="sr-only"> {AppText.layout.userMenu}</span>
        {!compact && <ChevronDown aria-hidden className="size-3.5 shrink-0 opacity-70" />}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52 py-1.5">
        <DropdownMenuLabel className="grid gap-0.5 px-3 py-2">
          <span className="text-sm font-medium text-foreground">{name}</span>
          <span className="truncate text-xs font-normal">{user?.supplierName}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="gap-2.5 px-3 py-2" onSelect={onChangePassword}>
          <KeyRound aria-hidden className="text-muted-foreground" />
          {AppText.layout.changePassword}
        </DropdownMenuItem>
        <DropdownMenuItem className="gap-2.5 px-3 py-2" onSelect={onProfile}>
          <UserRound aria-hidden className="text-muted-foreground" />
          {AppText.layout.profile}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
