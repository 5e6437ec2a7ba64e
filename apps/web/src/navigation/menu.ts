import type { MenuItem } from '@portal/contract';
import { AppText } from '@/lib/texts';
import { externalPath, fixedPrivatePaths, Paths } from './paths';
import {
  isRouteName,
  type ProductRoute,
  productRoutes,
  type RouteName,
  routeByName,
  routeByPath,
  type SectionMeta,
  sectionByPathname,
} from './route-table';

/**
 * The server's menu (spec 000 §2) mapped onto the fixed route registry. The menu never adds routes:
 * an item that names no registry page (and is no external link) is dropped. Rules, in order:
 * - the top-level dashboard item becomes the home link, always first;
 * - an external link (http/https) opens through /external?url=…;
 * - a child's path is a bare route name (`fabricManage`; `/fabric/fabricManage` is accepted too);
 * - hidden pages are never shown, even if the server lists them;
 * - deeper nesting is flattened into its top-level group;
 * - a group with a single visible child collapses to that child.
 */
export interface NavLink {
  kind: 'link';
  key: string;
  label: string;
  icon: string;
  /** Where the link goes inside the app. */
  to: string;
  /** The registry page it opens (none for the home and external links). */
  route?: RouteName;
  /** The original address of an external link. */
  externalUrl?: string;
}

export interface NavGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

const externalPattern = /^https?:\/\//i;
export const isExternalUrl = (path: string): boolean => externalPattern.test(path.trim());

const isDashboardPath = (path: string) => /^\/?dashboard\/?$/i.test(path.trim());

const bySort = (a: MenuItem, b: MenuItem) => a.sort - b.sort || a.id - b.id;

/** The registry page a menu path names: a bare name, '/name' or '/section/name'. */
export const routeOfMenuPath = (path: string): RouteName | undefined => {
  if (isExternalUrl(path)) return undefined;
  const trimmed = path.trim();
  const bare = trimmed.replace(/^\/+|\/+$/g, '');
  if (isRouteName(bare)) return bare;
  const last = bare.split('/').pop() ?? '';
  if (bare.includes('/') && isRouteName(last)) return last;
  return routeByPath(trimmed)?.name;
};

const linkOf = (item: MenuItem): NavLink | undefined => {
  const key = `menu-${item.id}`;
  if (isExternalUrl(item.path)) {
    const url = item.path.trim();
    return { kind: 'link', key, label: item.name, icon: item.ico, to: externalPath(url), externalUrl: url };
  }
  const name = routeOfMenuPath(item.path);
  if (!name) return undefined;
  const route = routeByName(name);
  if (route.hidden) return undefined;
  return { kind: 'link', key, label: item.name, icon: item.ico, to: route.url, route: name };
};

/** Every link below an item, depth first in menu order (deep nesting flattens into the group). */
const linksBelow = (item: MenuItem): NavLink[] =>
  [...item.children].sort(bySort).flatMap((child) => {
    if (child.children.length > 0) return linksBelow(child);
    const link = linkOf(child);
    return link ? [link] : [];
  });

export const homeLink = (label: string = AppText.routes.dashboard, icon = 'home'): NavLink => ({
  kind: 'link',
  key: 'home',
  label,
  icon,
  to: Paths.home,
});

export const mapMenu = (menu: readonly MenuItem[]): NavEntry[] => {
  const top = [...menu].sort(bySort);
  const dashboard = top.find((item) => isDashboardPath(item.path));
  const entries: NavEntry[] = [dashboard ? homeLink(dashboard.name, dashboard.ico) : homeLink()];

  for (const item of top) {
    if (item === dashboard) continue;
    if (item.children.length === 0) {
      // A top-level page or external link without a section.
      const link = linkOf(item);
      if (link) entries.push(link);
      continue;
    }
    const children = linksBelow(item);
    const [only] = children;
    if (children.length === 1 && only) entries.push(only);
    else if (children.length > 1)
      entries.push({ kind: 'group', key: `menu-${item.id}`, label: item.name, icon: item.ico, children });
  }
  return entries;
};

/** The registry pages a menu names, at any depth, hidden ones included. */
const namedRoutes = (menu: readonly MenuItem[]): Set<RouteName> => {
  const names = new Set<RouteName>();
  const visit = (item: MenuItem) => {
    const name = routeOfMenuPath(item.path);
    if (name) names.add(name);
    item.children.forEach(visit);
  };
  menu.forEach(visit);
  return names;
};

/** What a signed-in user may open (spec 000 §2: routes named in their menu or in the fixed list). */
export interface Access {
  routes: ReadonlySet<RouteName>;
  canOpenRoute: (name: RouteName) => boolean;
  /** Whether a pathname (no query) may be opened; unknown paths are false (they are 404s). */
  canOpen: (pathname: string) => boolean;
  /** The first page of a section the user may open, in registry order. */
  firstOpenable: (section: SectionMeta) => ProductRoute | undefined;
}

export const buildAccess = (menu: readonly MenuItem[]): Access => {
  const named = namedRoutes(menu);
  const routes = new Set<RouteName>(
    productRoutes
      .filter((r) => named.has(r.name) || (r.belongsTo !== undefined && named.has(r.belongsTo)))
      .map((r) => r.name),
  );
  const canOpenRoute = (name: RouteName) => routes.has(name);
  const firstOpenable = (section: SectionMeta) =>
    productRoutes.find((r) => r.section === section && !r.hidden && routes.has(r.name));
  const canOpen = (pathname: string) => {
    const path = pathname.split(/[?#]/)[0] ?? '';
    if (fixedPrivatePaths.some((p) => p.toLowerCase() === path.toLowerCase())) return true;
    const route = routeByPath(path);
    if (route) return canOpenRoute(route.name);
    const section = sectionByPathname(path);
    return section ? firstOpenable(section) !== undefined : false;
  };
  return { routes, canOpenRoute, canOpen, firstOpenable };
};

/** The menu entry to highlight for a location: detail pages light up the list they belong to. */
export const activeKeys = (entries: readonly NavEntry[], pathname: string, search: string): Set<string> => {
  const route = routeByPath(pathname);
  const target = route?.belongsTo ?? route?.name;
  const externalUrl =
    pathname.toLowerCase() === Paths.external.toLowerCase() ? new URLSearchParams(search).get('url') : null;
  const matches = (link: NavLink) =>
    (target !== undefined && link.route === target) ||
    (externalUrl !== null && link.externalUrl === externalUrl) ||
    (link.to === Paths.home && pathname.toLowerCase() === Paths.home.toLowerCase());
  const keys = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (matches(entry)) keys.add(entry.key);
      continue;
    }
    for (const child of entry.children) {
      if (matches(child)) {
        keys.add(child.key);
        keys.add(entry.key);
      }
    }
  }
  return keys;
};
