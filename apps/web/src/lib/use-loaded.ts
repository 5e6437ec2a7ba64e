import { useCallback, useEffect, useRef, useState } from 'react';

const loaded = new Map<() => Promise<unknown>, unknown>();
const warn = (error: unknown) => console.warn('code failed to load', error);

/**
 * What `load` resolves to once it is wanted (undefined until then), kept for later renders and other components that
 * want the same `load` (a module-level function). Code shown on demand (a dialog, the notifications) loads when first
 * wanted instead of with the page. Not React.lazy: a Suspense boundary that has shown its fallback holds the revealed
 * content back for React's 300 ms fallback throttle, which alone exceeded a dialog's open budget
 * (docs/domains/fabric-forms.md). `onError` hears a failed load (the network, or a file gone after a deployment);
 * wanting it again retries.
 */
export const useLoaded = <T>(
  load: () => Promise<T>,
  wanted: boolean,
  onError: (error: unknown) => void = warn,
): T | undefined => {
  const [value, setValue] = useState(() => loaded.get(load) as T | undefined);
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let live = true;
    load().then(
      (result) => {
        loaded.set(load, result);
        if (live) setValue(() => result);
      },
      (error: unknown) => {
        if (live) failed.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, value]);
  return value;
};

/**
 * Hands an error raised outside rendering (code loaded on demand that did not arrive) to the route's error element
 * (app/route-error.tsx): a file gone after a deployment reloads the portal once, anything else shows 页面出错了.
 */
export const useFailRoute = (): ((error: unknown) => void) => {
  const [, setFailure] = useState<undefined>();
  return useCallback((error: unknown) => {
    setFailure(() => {
      throw error;
    });
  }, []);
};
