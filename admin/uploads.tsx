// A picture uploaded but not saved yet is only in the browser: Decap holds it under its place in the
// repository (public/images/...), while the field holds the address the site serves it at
// (/images/...). Decap takes an address starting with a slash for a web address and shows it as it
// is, so the upload showed broken until the save. These ask Decap's getAsset (which widgets and
// previews are given) by the repository path instead (media_folder is public/ + public_folder:
// lib/editor/decapConfig.ts), and keep the address for a picture that is saved.
import { useMemo, type ComponentType } from 'react'

type GetAsset = (path: string, field?: unknown) => unknown

/** Where the editor shows the picture at `src`: the upload itself while it is unsaved. */
export function shownAt(getAsset: GetAsset, src: string): string {
  if (!src.startsWith('/')) return src
  const asset = getAsset(`public${src}`) as { path?: string; url?: string } | undefined
  // Decap files a path under the collection's own folder: another folder's picture is not the upload.
  return asset?.path === `public${src}` && asset.url?.startsWith('blob:') ? asset.url : src
}

/** Every picture address in `text` (a field, or a Markdown text) as the editor shows it. */
export const withUploads = (getAsset: GetAsset, text: string) => text.replace(/\/images\/[^\s"'()]+/g, (src) => shownAt(getAsset, src))

/** Decap's picture field, showing an upload before it is saved (the ref Decap sets is a prop in React 19, passed on). */
export function showingUploads(Control: ComponentType<{ getAsset: GetAsset }>) {
  return function ShowingUploads(props: { getAsset: GetAsset }) {
    const getAsset = useMemo(() => (path: string) => shownAt(props.getAsset, path), [props.getAsset])
    return <Control {...props} getAsset={getAsset} />
  }
}
