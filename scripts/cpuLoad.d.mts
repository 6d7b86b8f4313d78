export declare function startCpuLoad(options?: { workers?: number; maxMs?: number }): { workers: number; stop: () => void }
