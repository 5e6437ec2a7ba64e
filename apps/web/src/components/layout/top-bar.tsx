import { ArrowLeft, Footprints, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import type { NavEntry } from '@/navigation/menu';
import { Paths } from '@/navigation/paths';
import { Bell } from './bell';
import { DownloadPopover } from './download-popover';
import { MobileNav } from './mobile-nav';
import { NavMenu } from './nav-menu';
import { topBarIconButton } from './top-bar-styles';
import { type UploadKind, UploadPopover } from './upload-popover';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  entries: readonly NavEntry[];
  active: ReadonlySet<string>;
  /** Under 992 px: the menu moves into a drawer and the tools shrink to icons. */
  isMobile: boolean;
  mobileNavOpen: boolean;
  onMobileNavOpenChange: (open: boolean) => void;
  /** The route's meta flag `show`. */
  showBack: boolean;
  onBack: () => void;
  /** Set on fabric routes only: what the upload button's first choice uploads there. */
  uploadFabricKind: 'fabric' | 'innovation' | null;
  onUpload: (kind: UploadKind) => void;
  onChangePassword: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** The platform title as a phone shows it: 供应商 | 材料管理平台. */
const titleLines = AppText.platformTitleLines;

/**
 * The top bar (spec 000 §2): platform title, horizontal menu, bell, download list, upload button,
 * back button, user dropdown and logout. Every slot has a fixed size, so pages never shift it.
 */
export const TopBar = ({
  entries,
  active,
  isMobile,
  mobileNavOpen,
  onMobileNavOpenChange,
  showBack,
  onBack,
  uploadFabricKind,
  onUpload,
  onChangePassword,
  onProfile,
  onLogout,
}: TopBarProps) => (
  <header className="sticky top-0 z-40 shadow-sm">
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
        {isMobile && (
          <MobileNav entries={entries} active={active} open={mobileNavOpen} onOpenChange={onMobileNavOpenChange} />
        )}
        <Link
          to={Paths.home}
          className="flex min-w-0 items-center gap-2.5 rounded-md pr-2 outline-none focus-visible:ring-2 focus-visible:ring-white/50"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/12 ring-1 ring-white/20 max-sm:hidden">
            <Footprints aria-hidden className="size-[18px] text-teal-200" />
          </span>
          {/* One line; on a phone two (供应商 above 材料管理平台), so the whole title fits beside the tools. */}
          <span
            data-testid="platform-title"
            className="min-w-0 truncate text-base font-semibold tracking-wider max-sm:flex max-sm:flex-col max-sm:leading-tight max-sm:tracking-normal"
          >
            <span className="max-sm:truncate max-sm:text-[11px] max-sm:font-normal max-sm:text-white/75">
              {titleLines[0]}
            </span>
            <span className="max-sm:truncate max-sm:text-[15px]">{titleLines[1]}</span>
          </span>
        </Link>

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-1.5">
          {showBack && (
            <button
              type="button"
              onClick={onBack}
              aria-label={AppText.layout.back}
              className={cn(topBarIconButton, !isMobile && 'w-auto gap-1.5 px-2.5 text-sm [&_svg]:size-4')}
            >
              <ArrowLeft aria-hidden />
              {!isMobile && AppText.layout.back}
            </button>
          )}
          {uploadFabricKind && <UploadPopover fabricKind={uploadFabricKind} onUpload={onUpload} compact={isMobile} />}
          <DownloadPopover />
          <Bell />
          <span aria-hidden className="mx-1 h-5 w-px bg-white/20 max-sm:hidden" />
          <UserMenu onChangePassword={onChangePassword} onProfile={onProfile} compact={isMobile} />
          <button
            type="button"
            onClick={onLogout}
            aria-label={AppText.layout.logout}
            title={AppText.layout.logout}
            className={topBarIconButton}
          >
            <LogOut aria-hidden />
          </button>
        </div>
      </div>
    </div>
    {!isMobile && (
      <div className="h-12 border-b bg-card px-3 sm:px-6">
        <NavMenu entries={entries} active={active} />
      </div>
    )}
  </header>
);
