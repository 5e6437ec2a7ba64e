import { vi } from 'vitest';
import type * as Notify from '@/lib/notify';

/**
 * What a test puts in place of `@/lib/notify` to check what the portal says, not to show it:
 * `vi.mock('@/lib/notify', () => import('@/test/notify-mock'))` (vi.mock is hoisted above the imports, so each test
 * file names it), then `expect(notify.success).toHaveBeenCalledWith(M.saved)` with `notify` imported from
 * `@/lib/notify`. Each test file has its own modules, so its own mocks, and each test starts with their calls
 * forgotten (`clearMocks`, vite.config.ts).
 */
export const showNotification = vi.fn<typeof Notify.showNotification>();
export const notify = {
  success: vi.fn<typeof Notify.notify.success>(),
  warning: vi.fn<typeof Notify.notify.warning>(),
  error: vi.fn<typeof Notify.notify.error>(),
} satisfies typeof Notify.notify;
