export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void
