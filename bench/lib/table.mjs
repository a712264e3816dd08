// Prints the bench's rows as one aligned table: figure, value, budget, verdict.

const pad = (text, width) => String(text).padEnd(width);

/** rows: [{ name, value, budget?, ok? }]; ok undefined means no budget applies. */
export function printTable(rows) {
  const cells = rows.map((r) => [
    r.name,
    r.value ?? 'n/a',
    r.budget ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) =>
    c
      .map((v, i) => pad(v, widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}
