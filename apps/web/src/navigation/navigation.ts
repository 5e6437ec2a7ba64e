/**
 * How code outside React (the http client's 401 reaction) moves the app to another page. The router
 * plugs itself in when it is created (app/router.tsx); before that a full page load is used.
 * Kept apart from the http client so the first page does not have to load the client, the contract
 * and zod just to wire the router (docs/decisions/0004-portal-shell.md, bundle budget).
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export const appNavigation = {
  navigate: (to: string): void => navigateImpl(to),
  use: (navigate: Navigate): void => {
    navigateImpl = navigate;
  },
};
