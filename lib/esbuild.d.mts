export declare const ONE_OFF_BUNDLING: Readonly<Record<'GOGC' | 'GOMEMLIMIT', string>>
export declare function esbuild(): typeof import('esbuild')
