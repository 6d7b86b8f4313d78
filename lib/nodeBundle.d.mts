export declare const NODE_BUNDLE: {
  bundle: true
  packages: 'external'
  platform: 'node'
  format: 'esm'
  target: string
  write: false
  logLevel: 'error'
}

export declare const SHARED_PACKAGES: string[]

export declare const INLINE_PACKAGES: {
  bundle: true
  packages: undefined
  platform: 'node'
  format: 'esm'
  target: string
  write: false
  logLevel: 'error'
  external: string[]
  banner: { js: string }
}
