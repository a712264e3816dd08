export async function runApiThroughput() { return {}; }
export function apiRows() { return []; }
