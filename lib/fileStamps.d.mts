export type Stamp = [file: string, size: number, modified: number]
export function stampsOf(root: string, files: string[]): Stamp[]
export function stampsHold(root: string, stamps: Stamp[]): boolean
