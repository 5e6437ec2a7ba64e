import type { Atom } from '@portal/contract';
import { useSession } from './session';

/** One atom, or several of which any one will do (like a call's `atom`). */
export type AtomRequirement = Atom | readonly Atom[];

/** Whether held permissions satisfy a requirement (spec 000 §6: button-level atoms). */
export const hasPermission = (held: readonly string[], required: AtomRequirement): boolean => {
  const wanted: readonly string[] = typeof required === 'string' ? [required] : required;
  return wanted.some((atom) => held.includes(atom));
};

/** `usePermission('fabric:fabricManageAdd')`: does the signed-in user hold the atom? */
export const usePermission = (required: AtomRequirement): boolean => {
  const { permissions } = useSession();
  return hasPermission(permissions, required);
};
