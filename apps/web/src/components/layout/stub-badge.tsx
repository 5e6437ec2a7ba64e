import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { env } from '@/config/env';

/** What the stub's control surface says is in force (GET /__stub/state, docs/dev-kit.md). */
interface StubState {
  clock: { set: boolean; now: string; frozen: boolean };
  faults: { id: number; match: string; kind: string }[];
}

const readState = async (): Promise<StubState | null> => {
  try {
    const res = await fetch('/__stub/state');
    if (!res.ok) return null;
    const body = (await res.json()) as { status?: number; data?: StubState };
    return body.status === 200 && body.data ? body.data : null;
  } catch {
    return null;
  }
};

/** The badge's words, or null when nothing is injected. */
export const stubBadgeText = (state: StubState | null): string | null => {
  if (!state) return null;
  const parts: string[] = [];
  if (state.faults.length > 0) parts.push(`${state.faults.length} fault${state.faults.length > 1 ? 's' : ''}`);
  if (state.clock.set)
    parts.push(`clock ${state.clock.now.slice(0, 16).replace('T', ' ')} UTC${state.clock.frozen ? ' (frozen)' : ''}`);
  return parts.length > 0 ? `Stub: ${parts.join(' · ')}` : null;
};

/**
 * A small badge in the corner while the local stub has faults or a set clock in force, so nobody debugs a fault
 * they injected. Only when the portal talks to the stub through its own origin (VITE_API_BASE_URL empty); a stub
 * without its control surface, or a real host, shows nothing.
 */
export const StubBadge = () => {
  const { data } = useQuery({
    queryKey: ['stub-control-state'],
    queryFn: readState,
    enabled: env.apiBaseUrl === '',
    refetchInterval: 5000,
    retry: false,
  });
  const text = stubBadgeText(data ?? null);
  if (!text) return null;
  return (
    <a
      href="/__stub"
      target="_blank"
      rel="noreferrer"
      title="Faults or a fixed clock are active on the stub: open its control page"
      className="fixed bottom-3 left-3 z-50 inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs text-amber-900 shadow-sm hover:bg-amber-100"
    >
      <FlaskConical aria-hidden className="size-3.5" />
      {text}
    </a>
  );
};
