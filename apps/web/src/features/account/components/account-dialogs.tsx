import { useSession } from '@/session/session';
import { accountDialogs, useAccountDialog } from '../account-dialogs';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileDialog } from './profile-dialog';

export interface AccountDialogsProps {
  /** Clears the session and goes to /login (after a password change). */
  onLogout: () => void;
}

/**
 * The account dialogs of the shell. An empty lastModifyTime forces the change-password dialog open
 * (spec 000 §4) whatever was asked.
 */
export const AccountDialogs = ({ onLogout }: AccountDialogsProps) => {
  const { user } = useSession();
  const dialog = useAccountDialog();
  const forced = user !== null && !user.lastModifyTime;

  return (
    <>
      <ChangePasswordDialog
        open={forced || dialog === 'password'}
        forced={forced}
        onOpenChange={(open) => (open ? accountDialogs.open('password') : accountDialogs.close())}
        onChanged={() => {
          accountDialogs.close();
          onLogout();
        }}
      />
      <ProfileDialog
        open={!forced && dialog === 'profile'}
        onOpenChange={(open) => (open ? accountDialogs.open('profile') : accountDialogs.close())}
      />
    </>
  );
};
