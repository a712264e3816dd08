const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat('en-US', options)`, built once per set of options and kept. Building one costs far more
 * than using it (ICU resolves the locale's patterns for the options each time), and a week of slots formats each
 * slot's start in two or three zones: built per call, that was most of the booking pages' synchronous render.
 * Bounded in practice: a handful of option sets, times the zones that really occur (an unknown zone throws and is
 * not kept).
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}
