import { useMemo } from 'react';
import { type Access, buildAccess, mapMenu, type NavEntry } from '@/navigation/menu';
import { useSession } from './session';

/** What the signed-in user may open, from the menu kept in the session. */
export const useAccess = (): Access => {
  const { menus } = useSession();
  return useMemo(() => buildAccess(menus), [menus]);
};

/** The user's menu mapped onto the route registry. */
export const useNavEntries = (): NavEntry[] => {
  const { menus } = useSession();
  return useMemo(() => mapMenu(menus), [menus]);
};
