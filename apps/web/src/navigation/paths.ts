/** Fixed paths other code needs to name (spec 000 §2). The route registry is app/routes.tsx. */
export const Paths = {
  root: '/',
  login: '/login',
  home: '/dashboard',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  notDeveloped: '/not_developed',
  modifyPassword: '/modifyPassword',
  external: '/external',
} as const;

/** The page of an external menu link, embedded in a frame (spec 000 §2). */
export const externalPath = (url: string): string => `${Paths.external}?url=${encodeURIComponent(url)}`;

/** Fixed routes every signed-in user may open, whatever their menu says. */
export const fixedPrivatePaths: readonly string[] = [
  Paths.home,
  Paths.modifyPassword,
  Paths.external,
  Paths.notDeveloped,
];
