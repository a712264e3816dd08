/** A minimal RFC 5545 reader for tests: unfolds lines, returns the calendar's and the first event's properties. */
export interface ParsedCalendar {
  method: string | undefined;
  event: Record<string, { value: string; params: string }>;
  /** DTSTART/DTEND as instants (UTC forms only: our invites never use floating or zoned times). */
  start: Date;
  end: Date;
}

function utcInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

export function parseIcs(text: string): ParsedCalendar {
  // Folded lines continue with a space or tab after a line break (RFC 5545 §3.1).
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  let method: string | undefined;
  let inEvent = false;
  const event: ParsedCalendar['event'] = {};
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(';');
    if (name === 'METHOD' && !inEvent) method = value;
    if (inEvent && !(name in event)) event[name] = { value, params: params.join(';') };
  }
  return { method, event, start: utcInstant(event.DTSTART.value), end: utcInstant(event.DTEND.value) };
}
