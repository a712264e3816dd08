export async function runLighthouse() { return {}; }
export function lighthouseRows() { return []; }
