/** The two widths the page is laid out and measured at: a phone and a laptop. */
const PHONE = 375;
const DESKTOP = 1280;

/**
 * Space a deferred section keeps while its code loads on a client-rendered page, as measured at 375 px and 1280 px
 * wide (SPEC §9's phone and a laptop). Sections grow taller as they narrow (fewer columns), so in between the
 * height follows the width in a straight line, and it stays within the two measurements outside them.
 */
export function reservedHeight(phonePx: number, desktopPx: number): string {
  const [low, high] = phonePx < desktopPx ? [phonePx, desktopPx] : [desktopPx, phonePx];
  const perPx = (desktopPx - phonePx) / (DESKTOP - PHONE);
  return `clamp(${low}px, calc(${phonePx}px + (100vw - ${PHONE}px) * ${perPx.toFixed(4)}), ${high}px)`;
}
