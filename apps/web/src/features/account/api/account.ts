import { api, type ChangePasswordInput, type ProfileInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { sessionStore } from '@/session/session';

export type { ChangePasswordInput, ProfileInput };

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordInput) => request(api.account.changePwd, { body }) });

/**
 * Saves the personal info. Data truthy means saved (spec 000 §7); the session's user is then
 * refreshed from currentUser, or patched locally if that call fails.
 */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: async (body: ProfileInput): Promise<boolean> => {
      const saved = Boolean(await request(api.account.saveOrUpdateSupplier, { body }));
      if (!saved) return false;
      const current = sessionStore.get().user;
      try {
        sessionStore.setUser(await request(api.account.currentUser, undefined, { silent: true }));
      } catch {
        if (current) sessionStore.setUser({ ...current, ...body });
      }
      return true;
    },
  });
