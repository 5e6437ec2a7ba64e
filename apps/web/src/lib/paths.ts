/** Fixed paths other code needs to name (spec 000 §2). The route registry is app/routes.tsx. */
export const Paths = {
  root: '/',
  login: '/login',
  home: '/dashboard',
  notFound: '/404',
} as const;
