/** jsdom has no layout: tell MUI's useMediaQuery whether the screen is wide. */
export function screenIsWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** Back to jsdom's own window (no matchMedia), for the next test. */
export function forgetScreenWidth() {
  delete (window as Partial<Window>).matchMedia;
}
