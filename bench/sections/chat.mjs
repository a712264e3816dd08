export async function runChat() { return {}; }
export function chatRows() { return []; }
