export declare const CONTENT_DIR: 'content'
export declare const OUT_DIR: 'dist'
export declare const BUILD_STATE_FILE: 'build-state.json'
