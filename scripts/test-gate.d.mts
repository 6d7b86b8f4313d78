export declare function stepsOf(name: string, scripts: Record<string, string>): { script: string; command: string }[]
