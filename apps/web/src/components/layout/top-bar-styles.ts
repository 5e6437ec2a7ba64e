/** Icon buttons on the dark top bar: same size and focus ring everywhere, so nothing shifts between pages. */
export const topBarIconButton =
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-white/85 transition-colors outline-none hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/50 data-[state=open]:bg-white/12 data-[state=open]:text-white [&_svg]:size-[18px]';

/**
 * The gap in px the top bar's popovers keep from the window's edges: on a phone they are nearly as
 * wide as the screen and would otherwise sit flush against its left edge.
 */
export const popoverEdgeGap = 12;
