// The prose rules as the editor's second script, loaded on the first save that needs them
// (admin/proseCheck.ts): retext and the Australian English dictionary are most of a megabyte,
// which opening /admin/ need not wait for. lib/editor/adminBundle.ts builds it.
export { proseFindings } from '../lib/content/check/prose'
