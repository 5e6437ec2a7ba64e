import { Paths } from '@/navigation/paths';

export const homePath = Paths.home;

/**
 * Where to go after login. Only same-app paths are followed ('/x', not '//host' or 'https://…'),
 * so a crafted ?redirect= link cannot send a freshly signed-in user to another site.
 */
export const safeRedirect = (redirect: string | null | undefined): string => {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return homePath;
  }
  if (redirect === Paths.login || redirect.startsWith(`${Paths.login}?`)) return homePath;
  return redirect;
};
