export function shellChunk(): { plugin: object; groups: object[] };
