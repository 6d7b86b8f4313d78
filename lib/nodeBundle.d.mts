export declare const NODE_BUNDLE: {
  bundle: true
  packages: 'external'
  platform: 'node'
  format: 'esm'
  target: string
  write: false
  logLevel: 'error'
}
