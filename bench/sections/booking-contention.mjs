export async function runContention() { return {}; }
export function contentionRows() { return []; }
